"""The trace files panel: the run on show as a JSON file to download (`#trace-download`), and a trace to upload and
replay with no model (`#trace-upload`). The files behind the button live in a folder of the page's own; reading an
uploaded file is `gsd.trace_file`'s, replaying it the handlers'.
"""

from __future__ import annotations

import logging
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import gradio as gr

from .. import trace_file
from .run.session import Session

log = logging.getLogger(__name__)

TRACE_FILE_TTL_S = 600        # the page's own trace files are removed once Gradio has long copied them


def build() -> dict[str, Any]:
    with gr.Row():
        download = gr.DownloadButton("Download trace (JSON)", elem_id="trace-download", interactive=False)
        upload = gr.File(label="Replay a trace (JSON), no model needed", file_types=[".json"], type="filepath",
                         elem_id="trace-upload")
    return {"download": download, "upload": upload}


class TraceFiles:
    """The trace files behind the download button, in a folder of the page's own. Gradio copies each into
    its cache at once, so the page's copies older than TRACE_FILE_TTL_S are removed as new ones come."""

    def __init__(self):
        self.folder = Path(tempfile.mkdtemp(prefix="gsd-traces-"))

    def button(self, session: Session, name: str) -> gr.DownloadButton:
        """The download button holding the run on show as a trace file (disabled if it cannot be written)."""
        try:
            now = time.time()
            for old in self.folder.glob("gsd-trace-*.json"):
                if now - old.stat().st_mtime > TRACE_FILE_TTL_S:
                    old.unlink(missing_ok=True)
            path = self.folder / f"gsd-trace-{name}-{uuid.uuid4().hex[:8]}.json"
            runs = session.comparison.runs if session.compared and session.comparison else ()
            path.write_text(trace_file.dumps(session.steps, session.summary, session.prompt, runs, session.earlier),
                            encoding="utf-8")
        except OSError:
            log.exception("the trace file could not be written to %s", self.folder)
            return no_download()
        return gr.DownloadButton(value=str(path), interactive=True)


def no_download() -> gr.DownloadButton:
    return gr.DownloadButton(value=None, interactive=False)
