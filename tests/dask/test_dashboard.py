"""The ``[dashboard]`` extra of ivy-dask (Bokeh) gives a working dashboard:
a cluster started with one serves its status page. The dask nox session
installs ivy-dask with the extra, so this also checks that pip resolves the
extra's range beside the tested dask release. Skipped where Bokeh is not
installed."""

from __future__ import annotations

import urllib.request

import pytest

import ivy_core as ivy

pytest.importorskip("bokeh")
distributed = pytest.importorskip("distributed")


def test_the_dashboard_serves_its_status_page() -> None:
    with (
        distributed.LocalCluster(
            n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0"
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        with ivy.using_backend("dask"):
            (total,) = ivy.compute(ivy.sum(ivy.ones((1_000,))))
        assert float(total) == 1_000.0
        with urllib.request.urlopen(client.dashboard_link, timeout=60) as page:
            assert page.status == 200 and b"bokeh" in page.read().lower()
