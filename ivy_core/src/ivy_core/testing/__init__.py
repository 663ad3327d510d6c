"""The ivy_core conformance kit: property-based tests any backend runs
against itself.

    pip install "ivy-core[testing]" ivy-<yourbackend>
    pytest --pyargs ivy_core.testing --ivy-backend=<name>              # fast profile
    pytest --pyargs ivy_core.testing --ivy-backend=<name> --ivy-profile=deep

For every case in :mod:`ivy_core.testing.cases` (an API function with a
NumPy reference) and every dtype the backend declares valid, the kit
generates arrays with ``hypothesis.extra.array_api`` (through ivy_core
itself), calls the function and checks the result's type, shape, dtype (the
ivy_core rule, the same on every backend) and values against the reference
computed in float64/complex128/int64 (rounded to the result's dtype). Floats
include special values (NaN, infinities, signed zeros, large magnitudes) in
the unary, binary and reduction families, unless a case says why not
(``no_specials=``). For a dtype the backend declares
unsupported for a function it checks the call raises
``UnsupportedDtypeError`` and that the declaration is truthful: the backend's
own implementation, called directly, must indeed fail or give a wrong
answer on at least one of a few calls; a declaration the framework no
longer needs is reported, and one a wider dtype would cure gets a
``computed_in`` suggestion. The dtype
kinds each function is tested for are the spec's (``kinds=`` of its
declaration); for a dtype of another kind the kit checks the call raises
``InvalidDtypeError`` on every backend.

A dtype kind the spec accepts but a case cannot check values for (its
``why=``) is still called: the answer must be Arrays of the backend, or
``UnsupportedDtypeError``. Whatever the dtype, a call that lets the
framework's own error through fails, with the ``with_unsupported_dtypes``
declaration that would turn it into ``UnsupportedDtypeError``.

Before any test, the kit checks the basics every test builds its inputs
with (``asarray`` keeping each declared dtype, ``astype``, ``reshape``,
indexing, item assignment) and stops with one message when they fail. The
functions the backend neither implements nor names in its runtime's
``UNSUPPORTED`` are listed once, by one test. A backend with autodiff (the
runtime's ``value_and_grad``) is checked to differentiate through
``ivy_core.grad`` and to implement ``stop_gradient``. Hypothesis does not shrink
failing examples (``--ivy-shrink`` asks for it), so a broken backend's run
ends as fast as a passing one.

The run ends with a table, a row per function (tests passed, failed and
skipped, the dtypes that failed, and the first failure's reason in full),
then every failing function dtype by dtype (its first failure with a short
script that reproduces it, a line for each other dtype), and the
declarations the failures ask for, each listing every dtype; pytest's
tracebacks come back with ``--ivy-tracebacks``. ``-k 'NAME-DTYPE'`` runs one
function and dtype again. The pytest plugin (``--ivy-backend``,
``--ivy-profile``, ``--ivy-shrink``, ``--ivy-tracebacks``) is registered
through the ``pytest11`` entry point and imports no framework until the kit
runs.
"""
