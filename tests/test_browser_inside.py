"""Inside one step, in a real browser (Debian's Chromium through Playwright): the stage control and Play, the
tree attention mask (a row per verified position; hovering a row lights up its ancestors in the tree), the
acceptance-by-depth chart, and a compared run that parts from ar naming where. The page runs the tiny random
models of tests/conftest.py (real steps, with the positions the target verified); the parting run is a wrapper
that changes one committed token of one mode, as rounding would.

Every wait is on what the page shows, never on the time a step takes.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import app
from gsd.engine.loop import Engine
from gsd.models import load_pair
from helpers import chromium_page, free_port, open_sections

pytestmark = pytest.mark.browser

CHECKED_STAGE = "(document.querySelector('#inside-stage input:checked') || {}).value"
PLOT = "document.querySelector('{} .js-plotly-plot')"
PARTS_IN = "tsd"   # the mode whose third step commits another token than the target chose
PARTS_AT = 3       # that step (1-based)


class PartingEngine:
    """The real tiny engine; runs of mode PARTS_IN commit another token at step PARTS_AT's first position."""

    def __init__(self, engine: Engine):
        self.engine = engine

    def __getattr__(self, name: str):
        return getattr(self.engine, name)

    def generate(self, prompt, config, *, chat=True, stop=None, keep=None):
        steps = self.engine.generate(prompt, config, chat=chat, stop=stop)
        return self._part(steps) if config.mode == PARTS_IN else steps

    def _part(self, steps):
        for number, step in enumerate(steps, start=1):
            if number == PARTS_AT:
                token = (step.committed[0] + 1) % self.engine.tokenizer.vocab_size
                step = replace(step, committed=(token,) + step.committed[1:],
                               committed_text=(self.engine.text_of(token),) + step.committed_text[1:])
            yield step


@pytest.fixture(scope="module")
def served(tiny_paths):
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    engine.eos = set()  # every run goes to max new tokens
    demo = app.build_demo(PartingEngine(engine), example=None, prompts=[])
    _, url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                           quiet=True)
    yield url, engine
    demo.close()


@pytest.fixture(scope="module")
def page(served, tmp_path_factory):
    """The page after a gsd run of 12 tokens on the tiny models (raw text, no chat template)."""
    with chromium_page(tmp_path_factory.mktemp("chromium-profile-inside"), 1400, 1000, 60_000) as (page, errors):
        page.goto(served[0])
        page.wait_for_selector("#status:has-text('Models ready')")
        open_sections(page)
        page.fill("#prompt textarea", "w5 w6 w7 w5 w6")
        page.uncheck("#chat input[type=checkbox]")
        page.fill("#max-new-tokens input[type=number]", "12")
        page.press("#max-new-tokens input[type=number]", "Enter")
        page.click("#generate")
        page.wait_for_selector("#status:has-text('Done')")
        page.wait_for_selector("#inside-stage input[type=radio]", state="attached")  # drawn once the run ended
        yield page
        assert not errors, errors


def choose(page, key: str) -> None:
    """Choose a stage and wait for the page to show it (the stage's figure names its stage)."""
    page.check(f"#inside-stage input[value='{key}']")
    page.wait_for_function(f"({PLOT.format('#inside-plot')}.layout.meta || {{}}).stage === '{key}'")
    assert page.evaluate(CHECKED_STAGE) == key


def test_the_stages_step_and_play(page):
    keys = page.eval_on_selector_all("#inside-stage input[type=radio]", "inputs => inputs.map(i => i.value)")
    assert keys[0] == "draft-1" and keys[-4:] == ["unroll", "mask", "verify", "accept"]
    choose(page, "verify")
    assert "Verify" in page.inner_text("#inside-text") and "target" in page.inner_text("#inside-text")
    choose(page, "draft-1")
    assert "draft forward 1" in page.inner_text("#inside-text").lower()
    # Play walks the stages in order: the page is watched for each stage it shows.
    page.evaluate("""() => {
      window.stagesSeen = [];
      window.stageWatch = setInterval(() => {
        const shown = (document.querySelector('#inside-stage input:checked') || {}).value;
        if (shown && window.stagesSeen[window.stagesSeen.length - 1] !== shown) window.stagesSeen.push(shown);
      }, 20);
    }""")
    page.click("#inside-play")
    page.wait_for_function(f"{CHECKED_STAGE} === 'accept'")
    seen = page.evaluate("() => { clearInterval(window.stageWatch); return window.stagesSeen; }")
    assert seen[-1] == "accept" and len(seen) >= 3 and seen == sorted(seen, key=keys.index)


def test_the_mask_has_a_row_per_position_and_a_hovered_row_lights_up_its_ancestors(page):
    choose(page, "mask")
    mask = PLOT.format("#mask-plot")
    page.wait_for_function(f"(({mask} || {{}}).layout || {{}}).meta !== undefined")  # shown at this stage only
    parents = page.evaluate(f"{mask}.layout.meta.parents")
    rows = page.evaluate(f"{mask}.data[0].z.length")
    tree = PLOT.format("#inside-plot")
    positions = page.evaluate(f"{tree}.data.find(t => t.name === 'positions').x.length")
    assert rows == len(parents) == positions >= 2
    assert page.evaluate(f"{mask}.data[0].z.every(row => row.length === {positions} + 1)")  # prefix + positions
    deepest = max(range(len(parents)), key=lambda i: (depth(parents, i), i))
    point = page.evaluate(f"""(row) => {{  // the row scrolled to the middle of the window, then its place
        const plot = {mask}, layout = plot._fullLayout;
        const at = () => {{
            const box = plot.getBoundingClientRect();
            return [box.left + layout.xaxis._offset + layout.xaxis._length / 2,
                    box.top + layout.yaxis._offset + layout.yaxis.l2p(row)];
        }};
        window.scrollBy(0, at()[1] - window.innerHeight / 2);
        return at();
    }}""", deepest)
    page.mouse.move(*point)
    selected = f"{tree}.data.find(t => t.name === 'positions').selectedpoints"
    page.wait_for_function(f"Array.isArray({selected})")
    ancestors, row = [], deepest
    while row >= 0:
        ancestors.append(row)
        row = parents[row]
    assert sorted(page.evaluate(selected)) == sorted(ancestors)
    page.mouse.move(0, 0)
    page.wait_for_function(f"!Array.isArray({selected}) || {selected}.length === 0")


def depth(parents: list[int], row: int) -> int:
    return 0 if parents[row] < 0 else 1 + depth(parents, parents[row])


def test_the_depth_chart_and_a_compared_run_that_parts_from_ar(page):
    rates = page.evaluate(f"{PLOT.format('#depth-plot')}.data.filter(t => t.type === 'scatter')[0].y")
    assert rates and all(0 <= rate <= 1 for rate in rates)
    page.click("#compare")
    page.wait_for_selector("#status:has-text('Compared 7 runs')", timeout=120_000)
    rows = page.evaluate("""() => {  // the table's rows, each its cells' text joined
        const found = {};
        for (const cell of document.querySelectorAll('#compare-table [data-row][data-col]')) {
          (found[cell.dataset.row] = found[cell.dataset.row] || []).push(cell.innerText.trim());
        }
        return Object.values(found).map(cells => cells.join(' | '));
    }""")
    parting = [row for row in rows if row.startswith(PARTS_IN)]
    assert len(parting) == 1 and "token" in parting[0] and f"(step {PARTS_AT})" in parting[0], rows
    assert all("✗" not in row for row in rows if not row.startswith(PARTS_IN)), rows
    lines = page.evaluate(f"{PLOT.format('#depth-plot')}.data.filter(t => t.type === 'scatter').map(t => t.name)")
    assert PARTS_IN in lines and "gsd · See the graph" in lines  # the depth chart draws each compared run
