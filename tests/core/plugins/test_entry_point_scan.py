"""Discovery reads entry points without importlib.metadata (``_entry_points.scan``):
it must find what importlib.metadata finds, on any ``sys.path``, and never
answer from a stale cache."""

from __future__ import annotations

import importlib.metadata
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from ivy_core._plugins import _entry_points, _registry

import ivy_core as ivy

GROUPS = (_entry_points.BACKEND_GROUP, _entry_points.EXTENSION_GROUP, "console_scripts")


def _dist(root: Path, folder: str, name: str, version: str, entry_points: str | None, egg: bool = False) -> None:
    info = root / folder
    info.mkdir(parents=True)
    (info / ("PKG-INFO" if egg else "METADATA")).write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: a test distribution\n\nName: not this\n"
    )
    if entry_points is not None:
        (info / "entry_points.txt").write_text(entry_points)


def _site(root: Path) -> None:
    """Distributions of every shape the scan has to read the way importlib.metadata does."""
    _dist(root, "alpha_backend-1.0.dist-info", "alpha-backend", "1.0",
          "[ivy_core.backends]\nalpha = alpha_plugin.plugin\n\n[console_scripts]\nalpha = alpha_plugin:main\n")
    _dist(root, "Beta.Ext-2.0.dist-info", "Beta.Ext", "2.0",
          "# a comment\n[ivy_core.extensions]\n  beta = beta_ext.hooks:Hooks.make [extra]  \n")
    _dist(root, "legacy_backend.egg-info", "legacy-backend", "0.3", "[ivy_core.backends]\nlegacy=legacy_plugin\n", egg=True)
    _dist(root, "no_entry_points-1.0.dist-info", "no-entry-points", "1.0", None)
    _dist(root, "other_groups-1.0.dist-info", "other-groups", "1.0", "[pytest11]\nx = y\n")
    (root / "single_file-1.0.egg-info").write_text("Metadata-Version: 1.0\nName: single-file\n")
    (root / "not_a_dist").mkdir()


def _key(ep: Any) -> tuple[str, str, str, str]:
    if isinstance(ep, _entry_points.EntryPoint):
        return ep.name, ep.value, ep.distribution, ep.version
    return ep.name, ep.value, ep.dist.metadata["Name"], ep.dist.version


def _same_as_importlib() -> dict[str, list[tuple[str, str, str, str]]]:
    ours = _entry_points.scan(GROUPS)
    for group in GROUPS:
        theirs = sorted(_key(ep) for ep in importlib.metadata.entry_points(group=group))
        assert sorted(_key(ep) for ep in ours[group]) == theirs, group
    return {group: sorted(_key(ep) for ep in ours[group]) for group in GROUPS}


@pytest.fixture
def only_path(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Run with ``sys.path`` replaced; discovery read again afterwards."""

    def use(*entries: Path) -> None:
        monkeypatch.setattr(sys, "path", [str(e) for e in entries])

    yield use
    monkeypatch.undo()
    _registry.discover(refresh=True)


def test_the_scan_finds_what_importlib_metadata_finds(tmp_path: Path, only_path: Any) -> None:
    _site(tmp_path / "site")
    only_path(tmp_path / "site", tmp_path / "missing")
    found = _same_as_importlib()
    assert found[_entry_points.BACKEND_GROUP] == [
        ("alpha", "alpha_plugin.plugin", "alpha-backend", "1.0"),
        ("legacy", "legacy_plugin", "legacy-backend", "0.3"),
    ]
    assert found[_entry_points.EXTENSION_GROUP] == [("beta", "beta_ext.hooks:Hooks.make [extra]", "Beta.Ext", "2.0")]


def test_the_first_distribution_of_a_name_on_the_path_wins(tmp_path: Path, only_path: Any) -> None:
    _dist(tmp_path / "first", "Dup_Name-2.0.dist-info", "dup-name", "2.0", "[ivy_core.backends]\ndup = new_plugin\n")
    _dist(tmp_path / "second", "dup.name-1.0.dist-info", "dup.name", "1.0", "[ivy_core.backends]\ndup = old_plugin\n")
    only_path(tmp_path / "first", tmp_path / "second")
    assert _same_as_importlib()[_entry_points.BACKEND_GROUP] == [("dup", "new_plugin", "dup-name", "2.0")]


def test_odd_files_and_names_are_read_as_importlib_metadata_reads_them(tmp_path: Path, only_path: Any) -> None:
    """Windows line ends, an ``entry_points.txt`` that is a folder, a file
    that is not UTF-8, and names whose runs of ``-``, ``_`` and ``.`` are one
    separator (the scan reads bytes, decodes only a file naming a group, and
    compares names normalized)."""
    site = tmp_path / "site"
    _dist(site, "crlf_backend-1.0.dist-info", "crlf-backend", "1.0", None)
    (site / "crlf_backend-1.0.dist-info" / "entry_points.txt").write_bytes(
        b"[ivy_core.backends]\r\ncrlf = crlf_plugin\r\n\r\n[console_scripts]\r\ncrlf = crlf_plugin:main\r\n"
    )
    _dist(site, "folder_eps-1.0.dist-info", "folder-eps", "1.0", None)
    (site / "folder_eps-1.0.dist-info" / "entry_points.txt").mkdir()
    _dist(site, "latin1_eps-1.0.dist-info", "latin1-eps", "1.0", None)
    (site / "latin1_eps-1.0.dist-info" / "entry_points.txt").write_bytes(b"[console_scripts]\ncaf\xe9 = x\n")
    _dist(site, "runs_._of__seps-1.0.dist-info", "runs-of-seps", "1.0", "[ivy_core.backends]\nruns = first_plugin\n")
    _dist(tmp_path / "later", "Runs.Of_Seps-2.0.dist-info", "Runs.Of_Seps", "2.0", "[ivy_core.backends]\nruns = second_plugin\n")
    only_path(site, tmp_path / "later")
    found = _entry_points.scan(GROUPS)
    assert sorted(_key(ep) for ep in found[_entry_points.BACKEND_GROUP]) == [
        ("crlf", "crlf_plugin", "crlf-backend", "1.0"),
        ("runs", "first_plugin", "runs-of-seps", "1.0"),
    ]
    assert [_key(ep) for ep in found["console_scripts"]] == [("crlf", "crlf_plugin:main", "crlf-backend", "1.0")]
    (site / "latin1_eps-1.0.dist-info" / "entry_points.txt").unlink()  # importlib.metadata fails on it
    _same_as_importlib()


def test_a_zip_on_the_path_is_read_through_importlib_metadata(tmp_path: Path, only_path: Any) -> None:
    with zipfile.ZipFile(tmp_path / "zipped.zip", "w") as z:
        z.writestr("zipped_backend-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: zipped-backend\nVersion: 1.0\n")
        z.writestr("zipped_backend-1.0.dist-info/entry_points.txt", "[ivy_core.backends]\nzipped = zipped_plugin\n")
    only_path(tmp_path / "zipped.zip")
    assert _same_as_importlib()[_entry_points.BACKEND_GROUP] == [("zipped", "zipped_plugin", "zipped-backend", "1.0")]


def test_load_imports_the_module_and_follows_the_attribute_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "ep_target_mod.py").write_text("class Hooks:\n    class make:\n        pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    ep = _entry_points.EntryPoint("x", "ep_target_mod:Hooks.make [extra]", "g", "d", "1")
    assert ep.load() is sys.modules["ep_target_mod"].Hooks.make
    assert _entry_points.EntryPoint("x", "ep_target_mod", "g", "d", "1").load() is sys.modules["ep_target_mod"]
    with pytest.raises(ModuleNotFoundError):
        _entry_points.EntryPoint("x", "no_such_module_here", "g", "d", "1").load()


def test_a_backend_installed_or_removed_meanwhile_shows_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        before = {i.name for i in ivy.backends()}
        _dist(tmp_path, "late_backend-1.0.dist-info", "late-backend", "1.0", "[ivy_core.backends]\nlate = late_plugin\n")
        assert {i.name for i in ivy.backends()} == before | {"late"}
        (tmp_path / "late_backend-1.0.dist-info" / "entry_points.txt").unlink()
        assert {i.name for i in ivy.backends()} == before
        # set_backend reads the metadata again for a name it has not seen:
        # installed now, it is found (and fails here only because its plugin
        # module does not exist).
        _registry.discover()
        _dist(tmp_path, "later_backend-1.0.dist-info", "later-backend", "1.0", "[ivy_core.backends]\nlater = later_plugin\n")
        with pytest.raises(ivy.BackendLoadError, match="later-backend"):
            ivy.set_backend("later")
    finally:
        monkeypatch.undo()
        _registry.discover(refresh=True)
