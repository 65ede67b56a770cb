"""The what-if in a real browser (Debian's Chromium through Playwright) on the page served with a fake engine:
after a run, scrub to a middle step and move k: the line above the graph says what changed, the graph is the
step drafted again, and Back restores the recorded figure. (That a what-if is real, not drawn from canned
steps, is tested through the engine and the page's handler on real models: tests/test_what_if.py,
tests/test_page_what_if.py.)"""

from __future__ import annotations

import pytest

import app
from gsd.page.run.handlers import EXAMPLE_TRACE as EXAMPLE
from helpers import FakeEngine, Gate, chromium_page, free_port, open_sections

pytestmark = pytest.mark.browser

NODES = "#dag g.scatterlayer g.trace path.point"
TITLE = "#dag .gtitle"
STEPS = 8


@pytest.fixture(scope="module")
def served():
    engine = FakeEngine(steps=STEPS, size=14, gate=Gate(held=False))
    demo = app.build_demo(engine, example=None)
    _, url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                           quiet=True)
    yield url, engine
    demo.close()


def title_starts(page, text: str) -> None:
    page.wait_for_function(f"(document.querySelector('{TITLE}') || {{}}).textContent?.startsWith({text!r})")


def test_moving_k_drafts_the_step_on_show_again_and_back_restores_it(served, tmp_path):
    url, engine = served
    with chromium_page(tmp_path / "profile", 1280, 900, 60_000) as (page, errors):
        page.goto(url)
        page.wait_for_selector("#status:has-text('Models ready')")
        open_sections(page)
        assert not page.locator("#what-if").is_visible()
        page.fill("#prompt textarea", "What does moving a slider change?")
        page.click("#generate")
        page.wait_for_selector("#status:has-text('Done')")
        title_starts(page, f"Step {STEPS}/{STEPS}")

        slider = page.locator("#step input[type=range]")
        slider.focus()
        for _ in range(STEPS - 4):
            page.keyboard.press("ArrowLeft")
        title_starts(page, f"Step 4/{STEPS}")
        recorded_title = page.text_content(TITLE)
        recorded_nodes = page.locator(NODES).count()

        # three presses in a row: the last setting is the one drafted (the page does not queue a backlog)
        k = page.locator("#k input[type=range]")
        before = int(k.input_value())
        k.focus()
        key, after = ("ArrowLeft", before - 3) if before > 3 else ("ArrowRight", before + 3)
        for _ in range(3):
            page.keyboard.press(key)
        page.wait_for_selector(f"#what-if:has-text('What-if at step 4, k {after} instead of {before}')")
        title_starts(page, f"What-if · Step 4/{STEPS}")
        line = page.inner_text("#what-if")
        assert f"k {after} instead of {before}" in line and page.locator("#what-if table tr").count() == 10  # 8, why the draft stopped, the head
        assert engine.again and engine.again[-1][2].k == after and engine.again[-1][1] == 3
        page.wait_for_function(f"document.querySelectorAll('{NODES}').length !== {recorded_nodes}")
        page.wait_for_selector("#inside-text:has-text('Step 4 ·')")
        assert page.text_content(TITLE) != recorded_title

        page.click("#what-if-back")
        page.wait_for_selector("#what-if", state="hidden")
        page.wait_for_function(f"document.querySelector('{TITLE}').textContent === {recorded_title!r}")
        assert page.locator(NODES).count() == recorded_nodes
        assert page.text_content("#output .gsd-step.gsd-selected") is not None

        # A number typed out of range into a slider's box: the what-if line names the setting and its range
        # (Gradio's own check, with its traceback in the server's log, is not what answers).
        box = page.locator("#k input[type=number]")
        box.fill("99")
        box.press("Enter")
        page.wait_for_selector("#what-if:has-text('k must be an integer in [1, 8], got 99')")
        box.fill(str(before))
        box.press("Enter")
        page.wait_for_selector("#what-if:has-text('What-if at step 4')")

        # The recorded example (a real run, with the target's answer at every position): the calibration, the
        # cost and the timing charts draw from the trace alone.
        page.set_input_files("#trace-upload input[type=file]", str(EXAMPLE))
        page.wait_for_selector("#status:has-text('Loaded a trace')")
        for plot in ("#calibration-plot", "#cost-plot"):
            page.wait_for_function(f"document.querySelectorAll('{plot} g.scatterlayer path.point').length >= 3")
        page.wait_for_function("document.querySelectorAll('#timing-plot g.barlayer path').length >= 3")
        assert "accepted" in page.inner_text("#calibration-text") and "positions" in page.inner_text("#cost-text")
        page.wait_for_selector("#timing-text:has-text('A committed token cost')")
        assert not errors, errors
