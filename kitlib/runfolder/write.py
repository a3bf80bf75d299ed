"""Writing a run folder: crash-safe files and the records the sweep and the workers write.

Every record is validated against its declaration (:mod:`.records`) before it
is written, so a reader never meets a field of the wrong type that the kit
wrote itself. A kill at any moment leaves the old file or the new one.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from .. import _version
from ..atomic import write_text_atomic
from ..errors import CaptureError
from . import layout
from .records import MANIFEST_VERSION, RESULTS, WORKER_CONFIG, RunFolderError, Status, check_manifest


def write_json_atomic(path: str | Path, data: Any, sort_keys: bool = False) -> None:
    """``json.dumps(data, indent=2)`` written with :func:`write_text_atomic`."""
    write_text_atomic(path, json.dumps(data, indent=2, sort_keys=sort_keys) + "\n")


def new_manifest(spec: dict[str, Any], machine: dict[str, Any], old: dict[str, Any] | None, now: str) -> dict[str, Any]:
    """A fresh manifest (no configs yet); ``old``: the manifest of the run being resumed, if any."""
    old = old or {}
    return {
        "manifest_version": MANIFEST_VERSION,
        "kit": {"version": _version.__version__},
        "spec": spec,
        "versions": old.get("versions", {}),
        "machine": machine,
        "started_at": old.get("started_at") or now,
        "resumed_at": now if old else None,
        "ended_at": None,
        "configs": [],
    }


def write_manifest(run: str | Path, manifest: dict[str, Any]) -> None:
    """Validate the manifest (:data:`.records.MANIFEST`) and write ``<run>/manifest.json`` atomically."""
    path = Path(run) / layout.MANIFEST
    check_manifest(manifest, str(path))
    write_json_atomic(path, manifest)


class RunBook:
    """The manifest of a run being captured, kept true on disk (:func:`kitlib.capture.sweep.sweep`): each config's
    entry as its processes come back, the whole manifest rewritten atomically after every change. While the capture
    runs, a reserve file (:data:`~kitlib.runfolder.layout.RESERVE`) is held, so that a full disk still leaves a
    manifest that says what happened: :meth:`save` frees it for the record and stops the capture in one line.

    ``entries``: config name -> its manifest entry; ``order``: the configs' order in the manifest.
    """

    def __init__(self, run: Path, manifest: dict[str, Any], order: Sequence[str]):
        self.run, self.manifest, self.order = Path(run), manifest, list(order)
        self.entries: dict[str, dict[str, Any]] = {}

    def save(self) -> None:
        """Write the manifest with every entry so far.

        Raises:
            CaptureError: the disk is full (after writing the record where the reserve made room for it).
        """
        self.manifest["configs"] = [self.entries[n] for n in self.order if n in self.entries]
        try:
            write_manifest(self.run, self.manifest)
        except OSError as e:
            if e.errno not in (errno.ENOSPC, errno.EDQUOT):
                raise
            self.release()  # the reserve makes room for the record
            try:
                write_manifest(self.run, self.manifest)
            except OSError:
                self.stop_disk_full(written=False)
            self.stop_disk_full(written=True)

    def hold(self) -> None:
        """Hold the reserve (after the first :meth:`save`: a kill in between never leaves a folder without a manifest)."""
        hold_reserve(self.run)

    def release(self) -> None:
        """Free the reserve."""
        (self.run / layout.RESERVE).unlink(missing_ok=True)

    def note_versions(self, record: dict[str, Any]) -> None:
        """The versions a process reported become the run's (the kit's own beside them)."""
        if record.get("versions"):
            self.manifest["versions"] = {**record["versions"], "kit": self.manifest["kit"]["version"]}

    def end(self, now: str) -> None:
        """The capture has ended (its reserve given back already): the end time recorded."""
        self.manifest["ended_at"] = now
        self.save()

    def stop_disk_full(self, written: bool) -> NoReturn:
        """Stop the capture with one line: the disk is full, what the manifest keeps, the last config's reason.

        Raises:
            CaptureError: always.
        """
        self.release()
        ok = [n for n, e in self.entries.items() if e.get("status") == Status.OK]
        last = next((e for e in reversed(list(self.entries.values())) if e.get("status") != Status.OK), None)
        lost = f"{last['name']} {last['status']}: {last.get('reason')}" if last else "none"
        raise CaptureError(f"{self.run}: the disk is full: sweep stopped; {layout.MANIFEST} "
                           f"{'records every config so far' if written else 'could not be written and keeps its last state'} "
                           f"(ok: {', '.join(ok) or 'none'}; last failed: {lost}); free space and rerun to resume")


def write_worker_config(folder: str | Path, config: dict[str, Any]) -> Path:
    """Validate and write ``<folder>/config.json`` (what the worker is asked to do)."""
    path = Path(folder) / layout.CONFIG_JSON
    WORKER_CONFIG.check(config, "", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, config)
    return path


def write_result(folder: str | Path, result: dict[str, Any], backend: str) -> Path:
    """Validate ``result`` against the backend's result record and write ``<folder>/result.json`` (last, atomically)."""
    path = Path(folder) / layout.RESULT_JSON
    RESULTS[backend].check(result, "", str(path))
    write_json_atomic(path, result, sort_keys=backend == "xla-gpu-deviceless")
    return path


#: the most a shipped process folder may unpack to (bytes)
MAX_ARCHIVE_BYTES = 8 << 30


def pack_folder(folder: str | Path) -> bytes:
    """A process folder as an uncompressed tar (regular files and folders only, names relative to it; a file with
    several names, such as a block's profile linked into each config's ``trace/``, travels once per name)."""
    import io
    import tarfile

    folder = Path(folder)
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for path in sorted(folder.rglob("*")):
            if path.is_symlink() or not (path.is_file() or path.is_dir()):
                continue
            info = tar.gettarinfo(path, arcname=path.relative_to(folder).as_posix())
            if info.islnk():  # a hard link to a file already packed: pack its bytes, not a link
                info.type, info.linkname, info.size = tarfile.REGTYPE, "", path.stat().st_size
            if info.isfile():
                with open(path, "rb") as f:
                    tar.addfile(info, f)
            else:
                tar.addfile(info)
    return buf.getvalue()


def _check_members(tar: Any, where: str) -> None:
    total = 0
    for m in tar.getmembers():
        name = m.name
        parts = Path(name).parts
        if name.startswith("/") or not parts or ".." in parts or "\\" in name:
            raise RunFolderError(f"{where}: shipped folder: refused member {name!r} (absolute or outside the folder)")
        if not (m.isfile() or m.isdir()):
            raise RunFolderError(f"{where}: shipped folder: refused member {name!r} (only files and folders travel)")
        total += m.size
        if total > MAX_ARCHIVE_BYTES:
            raise RunFolderError(f"{where}: shipped folder: more than {MAX_ARCHIVE_BYTES} bytes")


def extract_folder_archive(data: bytes, folder: str | Path, where: str) -> None:
    """Unpack a :func:`pack_folder` tar into the existing ``folder``, every member checked first: only regular files
    and folders, names inside the folder (no absolute path, no ``..``), no links or devices, at most
    :data:`MAX_ARCHIVE_BYTES` in all. Nothing is written when one is refused.

    Raises:
        RunFolderError: not a tar archive, or a refused member (one line naming ``where``).
    """
    import io
    import tarfile

    try:
        tar = tarfile.open(fileobj=io.BytesIO(data), mode="r:")
    except tarfile.TarError as e:
        raise RunFolderError(f"{where}: shipped folder is not a tar archive ({e})") from None
    with tar:
        _check_members(tar, where)
        tar.extractall(folder, filter="data")


def install_folder_archive(data: bytes, folder: str | Path, backend: str | None = None) -> Path:
    """Write a process folder shipped from another host (a :func:`pack_folder` tar) in place of ``folder``.

    The archive is checked before anything is written: only regular files and
    folders, names inside the folder, no links or devices; ``config.json`` must
    be a worker config and ``result.json`` (when present) the backend's result
    record; every other top-level ``*.json`` must parse. It is unpacked into a
    staging folder beside ``folder`` and renamed into place, so a crash leaves the
    old folder or the new one (``replicates/`` of an existing folder is kept).

    Raises:
        RunFolderError: a refused member or a record that does not validate (one line).
    """
    import shutil

    folder = Path(folder)
    where = str(folder)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.incoming-", dir=folder.parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(staging, 0o777 & ~umask)  # a folder as mkdir makes it, not mkdtemp's 0700
    try:
        extract_folder_archive(data, staging, where)
        for path in sorted(staging.glob("*.json")):
            try:
                record = json.loads(path.read_text(encoding="utf-8"))
            except (json.JSONDecodeError, UnicodeDecodeError) as e:
                raise RunFolderError(f"{folder / path.name}: shipped file is not valid JSON ({e})") from None
            if path.name == layout.CONFIG_JSON:
                WORKER_CONFIG.check(record, "", str(folder / path.name))
            elif path.name == layout.RESULT_JSON and backend is not None:
                RESULTS[backend].check(record, "", str(folder / path.name))
        if folder.exists():
            keep = folder / layout.REPLICATES_DIR
            if keep.is_dir() and not (staging / layout.REPLICATES_DIR).exists():
                os.replace(keep, staging / layout.REPLICATES_DIR)
            old = Path(tempfile.mkdtemp(prefix=f".{folder.name}.old-", dir=folder.parent))
            os.replace(folder, old / "x")
            os.replace(staging, folder)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(staging, folder)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    return folder


def link_identical(new: str | Path, first: str | Path) -> dict[str, int]:
    """Keep files of a repeated process once: every file under ``new`` whose bytes equal
    (SHA-256) those of the file at the same relative path under ``first`` becomes a hard
    link to that file. Readers see the same bytes at the same paths (a hard link is a
    name, not a reference to follow); ``du`` counts the data once.

    Returns:
        ``{"files_linked": n, "bytes_linked": b}`` (b: bytes no longer stored twice).
    """
    import hashlib

    def digest(p: Path) -> str:
        h = hashlib.sha256()
        with open(p, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
        return h.hexdigest()

    new, first = Path(new), Path(first)
    linked = saved = 0
    for p in sorted(new.rglob("*")):
        q = first / p.relative_to(new)
        if not p.is_file() or p.is_symlink() or not q.is_file() or p.stat().st_size != q.stat().st_size:
            continue
        if os.path.samefile(p, q) or digest(p) != digest(q):
            continue
        tmp = p.with_name(f".{p.name}.link")
        os.link(q, tmp)
        os.replace(tmp, p)  # atomic: the path holds the old bytes or the link, never nothing
        linked += 1
        saved += q.stat().st_size
    return {"files_linked": linked, "bytes_linked": saved}


def fresh_folder(path: str | Path) -> Path:
    """``path`` as an empty folder (what was there before is removed): a process folder about to be run again."""
    import shutil

    path = Path(path)
    if path.exists():
        shutil.rmtree(path)
    path.mkdir(parents=True)
    return path


def install_file(src: str | Path, dst: str | Path) -> Path:
    """Move the file ``src`` to ``dst`` (a notebook executed beside its final name), replacing it atomically."""
    os.replace(src, dst)
    return Path(dst)


def install_folder(src: str | Path, dst: str | Path) -> Path:
    """Move the folder ``src`` to ``dst``, replacing what was there (a block's config folder to its place in the run
    folder, :func:`kitlib.capture.sweep.block_job`). A rename: the same file system keeps it atomic."""
    import shutil

    src, dst = Path(src), Path(dst)
    if dst.exists():
        shutil.rmtree(dst)
    dst.parent.mkdir(parents=True, exist_ok=True)
    os.replace(src, dst)
    return dst


def write_npz_atomic(path: str | Path, arrays: dict[str, Any]) -> None:
    """numpy arrays in one ``.npz`` file (an exported program's arguments), written whole or not at all."""
    import numpy as np

    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp.npz")
    np.savez(tmp, **arrays)
    os.replace(tmp, path)


def hold_reserve(run: str | Path) -> None:
    """Write :data:`~kitlib.runfolder.layout.RESERVE` (real blocks, not a sparse file) in a running sweep's folder,
    so the manifest can still be written once the disk is full; best effort."""
    path = Path(run) / layout.RESERVE
    try:
        with open(path, "wb") as f:
            f.write(b"\0" * layout.RESERVE_BYTES)
    except OSError:
        path.unlink(missing_ok=True)


def link_tree(src: str | Path, dst: str | Path) -> None:
    """``dst`` a copy of the folder ``src`` whose files are hard links (copies where links cannot be made): a block's
    shared profile in each of its configs' ``trace/``."""
    import shutil

    def link(a: str, b: str) -> None:
        try:
            os.link(a, b)
        except OSError:
            shutil.copy2(a, b)

    shutil.copytree(src, dst, copy_function=link, dirs_exist_ok=True)


@contextlib.contextmanager
def process_logs(folder: str | Path) -> Iterator[tuple[TextIO, TextIO]]:
    """A process folder's ``stdout.txt`` and ``stderr.txt``, open for the process's two streams."""
    folder = Path(folder)
    with open(folder / layout.STDOUT, "w") as out, open(folder / layout.STDERR, "w") as err:
        yield out, err
