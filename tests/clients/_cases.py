"""The client calls: each case is one call (or one fit and its predictions)
of a client library, written once against a context that turns NumPy data
into the input arrays of one run (``ctx.a``) and names their namespace
(``ctx.xp``). The same case runs on plain NumPy input (the reference), on
ivy_core Arrays of a backend, and (``survey.py``) on that framework's own
arrays, so that a failure can be told apart: the library's or ivy_core's.

Only what the libraries document as Array API compatible is called:
scikit-learn's list (doc/modules/array_api.rst, "Support for Array API-
compatible inputs"), SciPy's capability table (``xp_capabilities``, which
builds its documentation; functions marked ``np_only`` or ``out_of_scope``
are left out), and array-api-extra's ``__all__``.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass(frozen=True)
class Ctx:
    """One run: ``a`` converts a NumPy array to the run's input array;
    ``xp`` is that array's namespace."""

    a: Callable[[np.ndarray], Any]
    xp: Any


@dataclass(frozen=True)
class Case:
    library: str
    name: str
    run: Callable[[Ctx], Any]
    rtol: float = 1e-7
    atol: float = 1e-10


CASES: list[Case] = []


def case(library: str, name: str | None = None, rtol: float = 1e-7, atol: float = 1e-10):
    def deco(fn: Callable[[Ctx], Any]) -> Callable[[Ctx], Any]:
        CASES.append(Case(library, name or fn.__name__, fn, rtol, atol))
        return fn

    return deco


# ---------------------------------------------------------------- data
_rng = np.random.default_rng(0)
X = _rng.standard_normal((40, 4))
X_POS = _rng.uniform(0.1, 2.0, (40, 4))
Y3 = np.tile(np.arange(3), 14)[:40].astype(np.int64)
Y2 = (X[:, 0] + 0.3 * X[:, 1] > 0).astype(np.int64)
Y_REG = X @ np.array([1.0, -2.0, 0.5, 0.0]) + 0.1 * _rng.standard_normal(40)
Y_TRUE = _rng.integers(0, 3, 30).astype(np.int64)
Y_PRED = np.where(_rng.uniform(size=30) < 0.7, Y_TRUE, _rng.integers(0, 3, 30)).astype(np.int64)
PROBA3 = _rng.dirichlet(np.ones(3), 30)
Y_BIN = _rng.integers(0, 2, 30).astype(np.int64)
P_BIN = np.clip(0.6 * Y_BIN + 0.4 * _rng.uniform(size=30), 0.01, 0.99)
R_TRUE = _rng.uniform(0.5, 3.0, 30)
R_PRED = R_TRUE + 0.3 * _rng.standard_normal(30)
R_PRED_POS = np.abs(R_PRED) + 0.05
U = _rng.uniform(0.1, 0.9, (3, 5))
V1 = _rng.standard_normal(25)
V2 = _rng.standard_normal(25) + 0.5
M2 = _rng.standard_normal((6, 8))
SIG = _rng.standard_normal(16)

# ------------------------------------------------------------ scikit-learn
SK = "scikit-learn"


def _sk(fn: Callable[[Ctx], Any]) -> Callable[[Ctx], Any]:
    @functools.wraps(fn)
    def run(ctx: Ctx) -> Any:
        import sklearn

        with sklearn.config_context(array_api_dispatch=True), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return fn(ctx)

    return run


def _estimator(name: str, make: Callable[[], Any], *, x: np.ndarray = X, y: np.ndarray | None = None,
               outputs: tuple[str, ...] = ("transform",), attrs: tuple[str, ...] = ()) -> None:  # fmt: skip
    def run(ctx: Ctx) -> Any:
        est = make()
        xa = ctx.a(x)
        est.fit(xa) if y is None else est.fit(xa, ctx.a(y))
        out = {m: getattr(est, m)(xa) for m in outputs}
        out.update({f"{a}": getattr(est, a) for a in attrs})
        return out

    case(SK, name, rtol=1e-6, atol=1e-8)(_sk(run))


def _sklearn_cases() -> None:
    from sklearn import preprocessing as pp
    from sklearn.decomposition import PCA
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
    from sklearn.linear_model import Ridge, RidgeClassifier, RidgeClassifierCV, RidgeCV
    from sklearn.mixture import GaussianMixture

    _estimator("LinearDiscriminantAnalysis", lambda: LinearDiscriminantAnalysis(solver="svd"), y=Y3,
               outputs=("transform", "predict", "predict_proba"), attrs=("classes_", "means_"))  # fmt: skip
    _estimator("PCA(full)", lambda: PCA(n_components=2, svd_solver="full"),
               attrs=("explained_variance_", "mean_"))  # fmt: skip
    _estimator("PCA(covariance_eigh)", lambda: PCA(n_components=2, svd_solver="covariance_eigh"),
               attrs=("explained_variance_",))  # fmt: skip
    _estimator("PCA(randomized,QR)",
               lambda: PCA(n_components=2, svd_solver="randomized", power_iteration_normalizer="QR", random_state=0),
               attrs=("explained_variance_",))  # fmt: skip
    _estimator("Ridge(svd)", lambda: Ridge(solver="svd"), y=Y_REG, outputs=("predict",), attrs=("coef_",))
    _estimator("RidgeCV(svd)", lambda: RidgeCV(alphas=(0.1, 1.0, 10.0)), y=Y_REG, outputs=("predict",),
               attrs=("coef_", "alpha_"))  # fmt: skip
    _estimator("RidgeClassifier(svd)", lambda: RidgeClassifier(solver="svd"), y=Y3,
               outputs=("predict", "decision_function"), attrs=("classes_",))  # fmt: skip
    _estimator("RidgeClassifierCV(svd)", lambda: RidgeClassifierCV(alphas=(0.1, 1.0)), y=Y3,
               outputs=("predict",))  # fmt: skip
    _estimator("Binarizer", lambda: pp.Binarizer(threshold=0.2))
    _estimator("KernelCenterer", pp.KernelCenterer, x=X[:8] @ X[:8].T)
    _estimator("MaxAbsScaler", pp.MaxAbsScaler, attrs=("scale_",))
    _estimator("MinMaxScaler", pp.MinMaxScaler, attrs=("data_min_", "scale_"))
    _estimator("Normalizer", pp.Normalizer)
    _estimator("PolynomialFeatures", lambda: pp.PolynomialFeatures(degree=2))
    _estimator("StandardScaler", pp.StandardScaler, attrs=("mean_", "var_", "scale_"))
    _estimator("GaussianMixture", lambda: GaussianMixture(2, init_params="random_from_data", random_state=0),
               outputs=("predict_proba", "score_samples"), attrs=("means_", "weights_"))  # fmt: skip

    @case(SK, "LabelEncoder")
    @_sk
    def label_encoder(ctx: Ctx) -> Any:
        le = pp.LabelEncoder().fit(ctx.a(Y_TRUE + 3))
        return le.classes_, le.transform(ctx.a(Y_PRED + 3)), le.inverse_transform(ctx.a(Y_PRED))

    @case(SK, "GridSearchCV(Ridge)")
    @_sk
    def grid_search(ctx: Ctx) -> Any:
        from sklearn.model_selection import GridSearchCV

        gs = GridSearchCV(Ridge(solver="svd"), {"alpha": [0.1, 10.0]}, cv=3).fit(ctx.a(X), ctx.a(Y_REG))
        return gs.best_params_["alpha"], gs.best_score_, gs.predict(ctx.a(X))

    @case(SK, "cross_val_predict(Ridge)")
    @_sk
    def cvp(ctx: Ctx) -> Any:
        from sklearn.model_selection import cross_val_predict

        return cross_val_predict(Ridge(solver="svd"), ctx.a(X), ctx.a(Y_REG), cv=3)

    @case(SK, "train_test_split")
    @_sk
    def tts(ctx: Ctx) -> Any:
        from sklearn.model_selection import train_test_split

        return tuple(train_test_split(ctx.a(X), ctx.a(Y3), test_size=0.25, random_state=0))

    from sklearn import metrics as m
    from sklearn.metrics import pairwise as pw
    from sklearn.metrics.cluster import contingency_matrix

    cls = (Y_TRUE, Y_PRED)
    reg = (R_TRUE, R_PRED)
    pos = (R_TRUE, R_PRED_POS)
    metric_calls: list[tuple[str, Callable[..., Any], tuple[np.ndarray, ...], dict[str, Any]]] = [
        ("accuracy_score", m.accuracy_score, cls, {}),
        ("confusion_matrix", m.confusion_matrix, cls, {}),
        ("multilabel_confusion_matrix", m.multilabel_confusion_matrix, cls, {}),
        ("f1_score(macro)", m.f1_score, cls, {"average": "macro"}),
        ("f1_score(None)", m.f1_score, cls, {"average": None}),
        ("fbeta_score", m.fbeta_score, cls, {"beta": 0.5, "average": "weighted"}),
        ("precision_score", m.precision_score, cls, {"average": "micro"}),
        ("recall_score", m.recall_score, cls, {"average": "macro"}),
        ("precision_recall_fscore_support", m.precision_recall_fscore_support, cls, {}),
        ("jaccard_score", m.jaccard_score, cls, {"average": "macro"}),
        ("hamming_loss", m.hamming_loss, cls, {}),
        ("zero_one_loss", m.zero_one_loss, cls, {}),
        ("log_loss", m.log_loss, (Y_TRUE, PROBA3), {}),
        ("d2_log_loss_score", m.d2_log_loss_score, (Y_TRUE, PROBA3), {}),
        ("brier_score_loss", m.brier_score_loss, (Y_BIN, P_BIN), {}),
        ("d2_brier_score", m.d2_brier_score, (Y_BIN, P_BIN), {}),
        ("roc_curve", m.roc_curve, (Y_BIN, P_BIN), {}),
        ("precision_recall_curve", m.precision_recall_curve, (Y_BIN, P_BIN), {}),
        ("contingency_matrix", contingency_matrix, cls, {}),
        ("r2_score", m.r2_score, reg, {}),
        ("explained_variance_score", m.explained_variance_score, reg, {}),
        ("max_error", m.max_error, reg, {}),
        ("mean_absolute_error", m.mean_absolute_error, reg, {}),
        ("mean_absolute_percentage_error", m.mean_absolute_percentage_error, reg, {}),
        ("mean_squared_error", m.mean_squared_error, reg, {}),
        ("root_mean_squared_error", m.root_mean_squared_error, reg, {}),
        ("mean_squared_log_error", m.mean_squared_log_error, pos, {}),
        ("root_mean_squared_log_error", m.root_mean_squared_log_error, pos, {}),
        ("median_absolute_error", m.median_absolute_error, reg, {}),
        ("mean_pinball_loss", m.mean_pinball_loss, reg, {"alpha": 0.3}),
        ("mean_poisson_deviance", m.mean_poisson_deviance, pos, {}),
        ("mean_gamma_deviance", m.mean_gamma_deviance, pos, {}),
        ("mean_tweedie_deviance", m.mean_tweedie_deviance, pos, {"power": 1.5}),
        ("d2_tweedie_score", m.d2_tweedie_score, pos, {"power": 1.5}),
        ("additive_chi2_kernel", pw.additive_chi2_kernel, (X_POS[:6], X_POS[6:10]), {}),
        ("chi2_kernel", pw.chi2_kernel, (X_POS[:6], X_POS[6:10]), {}),
        ("cosine_similarity", pw.cosine_similarity, (X[:6], X[6:10]), {}),
        ("cosine_distances", pw.cosine_distances, (X[:6], X[6:10]), {}),
        ("euclidean_distances", pw.euclidean_distances, (X[:6], X[6:10]), {}),
        ("pairwise_distances(euclidean)", pw.pairwise_distances, (X[:6], X[6:10]), {"metric": "euclidean"}),
        ("pairwise_distances(cosine)", pw.pairwise_distances, (X[:6], X[6:10]), {"metric": "cosine"}),
        ("linear_kernel", pw.linear_kernel, (X[:6], X[6:10]), {}),
        ("polynomial_kernel", pw.polynomial_kernel, (X[:6], X[6:10]), {}),
        ("rbf_kernel", pw.rbf_kernel, (X[:6], X[6:10]), {}),
        ("sigmoid_kernel", pw.sigmoid_kernel, (X[:6], X[6:10]), {}),
        ("pairwise_kernels(rbf)", pw.pairwise_kernels, (X[:6], X[6:10]), {"metric": "rbf"}),
        ("paired_cosine_distances", pw.paired_cosine_distances, (X[:6], X[6:12]), {}),
        ("paired_euclidean_distances", pw.paired_euclidean_distances, (X[:6], X[6:12]), {}),
    ]
    for name, fn, args, kw in metric_calls:

        def run(ctx: Ctx, fn: Callable[..., Any] = fn, args: tuple[np.ndarray, ...] = args,
                kw: dict[str, Any] = kw) -> Any:  # fmt: skip
            return fn(*(ctx.a(v) for v in args), **kw)

        case(SK, name, rtol=1e-6, atol=1e-9)(_sk(run))


# ------------------------------------------------------------------ SciPy
SP = "scipy"


def _capabilities() -> dict[str, dict[str, Any]]:
    from scipy._lib._array_api import xp_capabilities_table

    return {f"{f.__module__}.{f.__name__}": caps for f, caps in xp_capabilities_table.items()}


def _documented(caps: dict[str, Any] | None) -> bool:
    return caps is not None and not caps["np_only"] and not caps["out_of_scope"]


def _scipy_cases() -> None:
    import scipy.cluster.hierarchy as hier
    import scipy.cluster.vq as vq
    import scipy.fft as fft
    import scipy.spatial.distance as distance
    import scipy.special as special
    import scipy.stats as stats

    table = _capabilities()
    by_name: dict[str, dict[str, Any]] = {}
    for full, caps in table.items():
        mod, _, name = full.rpartition(".")
        for public in ("scipy.special", "scipy.stats", "scipy.fft", "scipy.cluster.vq", "scipy.cluster.hierarchy"):
            if mod.startswith(public):
                by_name[f"{public}.{name}"] = caps

    def add(module: Any, name: str, args: tuple[Any, ...], kw: dict[str, Any] | None = None,
            label: str | None = None, rtol: float = 1e-7, atol: float = 1e-10) -> None:  # fmt: skip
        full = f"{module.__name__}.{name}"
        if not _documented(by_name.get(full)):
            return
        fn = getattr(module, name)
        kw = kw or {}

        def run(ctx: Ctx) -> Any:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return fn(*(ctx.a(v) if isinstance(v, np.ndarray) else v for v in args),
                          **{k: ctx.a(v) if isinstance(v, np.ndarray) else v for k, v in kw.items()})  # fmt: skip

        case(SP, label or f"{module.__name__.removeprefix('scipy.')}.{name}", rtol, atol)(run)

    # special: the element-wise functions, each argument in (0.1, 0.9)
    # (inside every domain, integer-valued orders aside).
    from scipy.special import _ufuncs

    orders = {"expn": 0, "polygamma": 0, "multigammaln": 1}
    for full in sorted(by_name):
        if not full.startswith("scipy.special."):
            continue
        name = full.rpartition(".")[2]
        uf = getattr(_ufuncs, name, None)
        if name in orders:
            continue
        if isinstance(uf, np.ufunc):
            add(special, name, tuple(U + 0.01 * i for i in range(uf.nin)), rtol=1e-6)
    add(special, "expn", (np.array([1, 2, 3]), U[0, :3]))
    add(special, "polygamma", (np.array([0, 1, 2]), U[0, :3] + 1))
    add(special, "multigammaln", (U[0] + 2, 2))
    add(special, "logsumexp", (U,), {"axis": 1})
    add(special, "logsumexp", (U,), {"b": U[0]}, label="special.logsumexp(b)")
    add(special, "softmax", (U,), {"axis": 0})
    add(special, "log_softmax", (U,), {"axis": -1})

    # stats
    add(stats, "describe", (X,))
    for name in ("moment", "skew", "kurtosis", "sem", "variation", "gmean", "hmean", "tmean", "tvar", "tstd",
                 "tsem", "tmin", "tmax", "zscore", "gzscore", "gstd", "entropy", "differential_entropy",
                 "jarque_bera", "rankdata", "sigmaclip", "iqr", "median_abs_deviation", "mode", "skewtest",
                 "kurtosistest", "normaltest", "chisquare", "power_divergence", "circmean", "circvar",
                 "circstd", "kstat", "kstatvar", "boxcox_llf", "bartlett", "levene", "fligner", "ttest_1samp",
                 "trim_mean", "pmean", "median_abs_deviation", "kruskal", "friedmanchisquare", "ttest_rel",
                 "ttest_ind", "pearsonr", "brunnermunzel", "alexandergovern", "f_oneway", "zmap", "wilcoxon",
                 "mannwhitneyu", "linregress", "chatterjeexi", "directional_stats", "logrank", "yeojohnson_llf",
                 "epps_singleton_2samp", "cramervonmises_2samp", "ansari", "mood"):  # fmt: skip
        if not hasattr(stats, name):
            continue
        one = (X_POS[:, 0],)
        two = (X_POS[:, 0], X_POS[:, 1])
        args: tuple[Any, ...] = {
            "moment": (X, 3), "tmean": one, "pmean": (X_POS[:, 0], 2.0), "trim_mean": (X, 0.1),
            "boxcox_llf": (0.5, X_POS[:, 0]), "yeojohnson_llf": (0.5, X[:, 0]), "ttest_1samp": (X[:, 0], 0.0),
            "kstat": (X[:, 0], 2), "kstatvar": (X[:, 0], 2), "chisquare": (np.array([10.0, 12.0, 8.0, 10.0]),),
            "power_divergence": (np.array([10.0, 12.0, 8.0, 10.0]),), "entropy": (PROBA3[0],),
            "zscore": (X,), "gzscore": (X_POS,), "rankdata": (np.array([3.0, 1.0, 4.0, 1.0, 5.0]),),
            "mode": (np.array([1.0, 2.0, 2.0, 3.0, 3.0, 3.0]),), "zmap": (X[:, 0], X[:, 1]),
            "directional_stats": (X[:, :3],), "skewtest": (V1,), "kurtosistest": (V1,), "normaltest": (V1,),
        }.get(name, two if name in {"bartlett", "levene", "fligner", "kruskal", "ttest_rel", "ttest_ind",
                                     "pearsonr", "brunnermunzel", "alexandergovern", "f_oneway", "wilcoxon",
                                     "mannwhitneyu", "linregress", "chatterjeexi", "epps_singleton_2samp",
                                     "cramervonmises_2samp", "ansari", "mood"} else one)  # fmt: skip
        if name == "friedmanchisquare":
            args = (X_POS[:, 0], X_POS[:, 1], X_POS[:, 2])
        add(stats, name, args, rtol=1e-6, atol=1e-9)

    # fft
    for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "dct", "idct", "dst", "idst"):
        add(fft, name, (SIG,), rtol=1e-6, atol=1e-9)
    for name in ("fft2", "ifft2", "fftn", "ifftn", "rfft2", "rfftn", "irfft2", "irfftn", "hfft2", "hfftn",
                 "ihfft2", "ihfftn", "dctn", "idctn", "dstn", "idstn", "fftshift", "ifftshift"):  # fmt: skip
        add(fft, name, (M2,), rtol=1e-6, atol=1e-9)
    for name in ("fftfreq", "rfftfreq"):
        if _documented(by_name.get(f"scipy.fft.{name}")):
            case(SP, f"fft.{name}")(lambda c, f=getattr(fft, name): f(8, 0.5, xp=c.xp))
    add(fft, "fht", (SIG, 0.1, 0.2), rtol=1e-6, atol=1e-9)

    # cluster
    add(vq, "whiten", (X,))
    add(vq, "vq", (X, X[:3]))
    add(vq, "kmeans2", (X, X[:3]), {"minit": "matrix", "iter": 5}, rtol=1e-6)
    add(vq, "kmeans", (X, X[:3]), {"iter": 2}, rtol=1e-6)
    for method in ("single", "complete", "average", "ward"):
        add(hier, "linkage", (X[:12], method), label=f"cluster.hierarchy.linkage({method})")
    link = hier.linkage(X[:12], "average")
    for name, args in {
        "fcluster": (link, 3, "maxclust"), "leaves_list": (link,), "cophenet": (link,),
        "inconsistent": (link,), "maxdists": (link,), "is_valid_linkage": (link,), "num_obs_linkage": (link,),
        "cut_tree": (link, 3), "optimal_leaf_ordering": (link, distance.pdist(X[:12])),
    }.items():  # fmt: skip
        add(hier, name, args)


# ------------------------------------------------------------ array-api-extra
XPX = "array-api-extra"


def _xpx_cases() -> None:
    import array_api_extra as xpx

    vals = np.array([[1.0, np.nan, 3.0], [-2.0, 5.0, np.nan]])
    ints = np.array([3, 1, 4, 1, 5, 9, 2, 6], dtype=np.int64)
    calls: dict[str, Callable[[Ctx], Any]] = {
        "angle": lambda c: xpx.angle(c.a(np.array([1 + 1j, -1j, 2.0 + 0j]))),
        "apply_where": lambda c: xpx.apply_where(c.a(X[:, 0]) > 0, (c.a(X[:, 0]),), lambda v: v**0.5, fill_value=0.0),
        "argpartition": lambda c: xpx.argpartition(c.a(np.array([5.0, 1.0, 4.0, 2.0, 3.0])), 2)[2],
        "at.set": lambda c: xpx.at(c.a(X[:3, 0]), 1).set(7.0),
        "at.add(mask)": lambda c: xpx.at(c.a(X[:5, 0]), c.a(X[:5, 0] > 0)).add(1.0),
        "atleast_nd": lambda c: xpx.atleast_nd(c.a(X[0]), ndim=3),
        "broadcast_shapes": lambda c: xpx.broadcast_shapes((3, 1), (1, 4)),
        "cov": lambda c: xpx.cov(c.a(X.T)),
        "create_diagonal": lambda c: xpx.create_diagonal(c.a(X[0])),
        "default_dtype": lambda c: c.xp.zeros((), dtype=xpx.default_dtype(c.xp)),
        "deg2rad": lambda c: xpx.deg2rad(c.a(X[0])),
        "diag_indices": lambda c: xpx.diag_indices(3, xp=c.xp),
        "expand_dims": lambda c: xpx.expand_dims(c.a(X), axis=(0, 3)),
        "isclose": lambda c: xpx.isclose(c.a(X[0]), c.a(X[0] + 1e-9)),
        "isin": lambda c: xpx.isin(c.a(ints), c.a(np.array([1, 9], dtype=np.int64))),
        "kron": lambda c: xpx.kron(c.a(X[:2, :2]), c.a(X[2:4, :3])),
        "lazy_apply": lambda c: xpx.lazy_apply(np.cumsum, c.a(X[0]), shape=(4,), dtype=c.xp.float64, as_numpy=True),
        "nan_to_num": lambda c: xpx.nan_to_num(c.a(vals), fill_value=-1.0),
        "nanmax": lambda c: xpx.nanmax(c.a(vals), axis=1),
        "nanmean": lambda c: xpx.nanmean(c.a(vals), axis=0),
        "nanmin": lambda c: xpx.nanmin(c.a(vals)),
        "nansum": lambda c: xpx.nansum(c.a(vals), axis=1),
        "nunique": lambda c: xpx.nunique(c.a(ints)),
        "one_hot": lambda c: xpx.one_hot(c.a(ints % 4), 4),
        "pad": lambda c: xpx.pad(c.a(X[:2]), 1, constant_values=2.0),
        "partition": lambda c: xpx.partition(c.a(np.array([5.0, 1.0, 4.0, 2.0, 3.0])), 2)[2],
        "rad2deg": lambda c: xpx.rad2deg(c.a(X[0])),
        "searchsorted": lambda c: xpx.searchsorted(c.a(np.sort(X[0])), c.a(X[1])),
        "setdiff1d": lambda c: xpx.setdiff1d(c.a(ints), c.a(np.array([1, 9], dtype=np.int64))),
        "sinc": lambda c: xpx.sinc(c.a(X[0])),
        "tril_indices": lambda c: xpx.tril_indices(3, xp=c.xp),
        "triu_indices": lambda c: xpx.triu_indices(3, offset=1, xp=c.xp),
        "union1d": lambda c: xpx.union1d(c.a(ints), c.a(np.array([0, 7], dtype=np.int64))),
        "unravel_index": lambda c: xpx.unravel_index(c.a(np.array([1, 5, 7], dtype=np.int64)), (2, 4)),
    }
    def quiet(fn: Callable[[Ctx], Any]) -> Callable[[Ctx], Any]:
        def run(ctx: Ctx) -> Any:
            with warnings.catch_warnings():  # broadcast_shapes, expand_dims: deprecated, still public
                warnings.simplefilter("ignore", DeprecationWarning)
                return fn(ctx)

        return run

    public = [n for n in xpx.__all__ if callable(getattr(xpx, n)) and n != "testing"]
    for name in public:
        for key in sorted(k for k in calls if k.split(".")[0] == name):
            case(XPX, key)(quiet(calls[key]))
    # Every public function has a case: a new release's additions show here.
    missing = [n for n in public if not any(k.split(".")[0] == n for k in calls)]
    if missing:
        case(XPX, "every public function has a case")(lambda c: (_ for _ in ()).throw(AssertionError(missing)))


_sklearn_cases()
_scipy_cases()
_xpx_cases()
