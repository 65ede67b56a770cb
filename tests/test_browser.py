"""The page in a real browser: Debian's Chromium driven by Playwright, against the page served with a fake
engine (the engine itself is tested elsewhere). Type a prompt, Generate, watch text and DAG nodes stream
in, scrub the step slider, download the trace and upload it again, and take a screenshot of the page;
choose a preset, click a bar of the run's chart, compare the modes.

The fake engine's steps go through a `Gate` the test holds: where a test needs a run to be going (to see it
grow, to Stop it) the run takes a step only when the test lets one through, so it never ends by itself, and the
test waits on what the page shows, not on the time a step takes.

The screenshot goes to pytest's temporary folder, so that `make test` leaves the tree clean. The README's
pictures come from the real model: `make screenshot` (scripts/screenshot.py).

Needs /usr/bin/chromium (`apt-get install -y chromium`; `make test` installs it).
"""

from __future__ import annotations

import re
from typing import NamedTuple

import pytest

import app
from gsd import trace_file
from gsd.page.compare.panel import COMPARE_HEADERS
from helpers import STORY, FakeEngine, Gate, chromium_page, free_port, open_sections

pytestmark = pytest.mark.browser

NODES = "#dag g.scatterlayer g.trace path.point"
TITLE = "#dag .gtitle"

COUNT_STEPS_SEEN = """() => {
  window.stepsSeen = new Set();
  const count = () => window.stepsSeen.add(document.querySelectorAll('#output .gsd-text .gsd-step').length);
  new MutationObserver(count).observe(document.querySelector('#output'), {subtree: true, childList: true});
}"""
OVERLAPPING_LABELS = """() => {
  const boxes = [...document.querySelectorAll('#dag g.textpoint text')].map(t => t.getBoundingClientRect())
    .filter(r => r.width > 0);
  let overlaps = 0;
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) overlaps++;
  }
  return [boxes.length, overlaps];
}"""


class Served(NamedTuple):
    url: str
    engine: FakeEngine
    gate: Gate


def serve(engine: FakeEngine):
    """The page on `engine`, served on loopback for the module's tests; a run its gate still holds at the end is
    let go to its end first."""
    demo = app.build_demo(engine, example=None)
    _, local_url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                                 quiet=True)
    yield Served(local_url, engine, engine.gate)
    let_go(engine.gate)
    demo.close()


def hover_a_rejected_node(page) -> str:
    """Move the mouse onto the graph's first node the target rejected; the hover label's text."""
    page.locator("#dag").scroll_into_view_if_needed()
    point = page.evaluate("""() => {
        const plot = document.querySelector('#dag .js-plotly-plot'), layout = plot._fullLayout;
        const rejected = plot.data.find(t => t.name === 'rejected by the target');
        if (!rejected) return null;
        const box = plot.getBoundingClientRect();
        return [box.left + layout.xaxis._offset + layout.xaxis.l2p(rejected.x[0]),
                box.top + layout.yaxis._offset + layout.yaxis.l2p(rejected.y[0])];
    }""")
    assert point is not None, "the step on show has no rejected node"
    page.mouse.move(*point)
    label = page.wait_for_selector("#dag .hoverlayer .hovertext")
    text = label.text_content()
    page.mouse.move(0, 0)
    return text


def let_go(gate: Gate) -> None:
    """Open the gate and wait for every run that started to be over, so that a run a test held (a test that
    failed half-way) does not hold the model in the next test."""
    gate.open()
    gate.wait_for(lambda g: g.ended >= g.started)


@pytest.fixture(scope="module")
def story_server():
    """A page whose runs tell STORY (15 steps)."""
    yield from serve(FakeEngine(steps=100, size=22, script=STORY, gate=Gate(held=False)))


@pytest.fixture
def story(story_server):
    """The STORY page with its gate open (a test holds it where it needs to)."""
    let_go(story_server.gate)
    yield story_server
    let_go(story_server.gate)


@pytest.fixture(scope="module")
def browser_page(tmp_path_factory):
    with chromium_page(tmp_path_factory.mktemp("chromium-profile"), 1280, 900, 60_000) as (page, errors):
        yield page, errors


def test_generate_scrub_download_upload(story, browser_page, tmp_path):
    page, errors = browser_page
    page.goto(story.url)
    page.wait_for_selector("#status:has-text('Models ready')")
    open_sections(page)

    # Generate: text and graph nodes stream in. The first steps come one at a time, each let through once the
    # page shows the one before; then the rest of the run.
    story.gate.hold()
    page.wait_for_selector("#output", state="attached")  # on a loaded machine the panels can mount after the status
    page.evaluate(COUNT_STEPS_SEEN)
    page.fill("#prompt textarea", "Why is the sky blue?")
    page.click("#generate")
    let_through(page, story.gate, 3)
    page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('Step 3/')")
    story.gate.release()  # the graph on show follows the run while it decodes
    page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('Step 4/')")
    page.wait_for_selector("#output .gsd-tok.gsd-bonus")
    page.wait_for_function(f"document.querySelectorAll('{NODES}').length >= 3")
    live_stats = page.inner_text("#stats")  # both speeds, while it streams: the engine's and the page's
    assert "tokens/s, engine" in live_stats and "tokens/s, on screen" in live_stats, live_stats
    story.gate.open()
    page.wait_for_selector("#status:has-text('Done')", timeout=60_000)
    assert len(page.evaluate("[...window.stepsSeen]")) >= 4  # the text grew step by step, not all at once
    text = page.inner_text("#output .gsd-text")
    assert text.startswith("The sky looks blue because") and text.rstrip().endswith("are left.")
    assert page.locator("#output .gsd-text .gsd-draft").count() > 0
    assert "step 1" in page.locator("#output .gsd-text .gsd-tok").first.get_attribute("title")
    assert page.locator(NODES).count() >= 3
    assert "τ" in page.inner_text("#stats")
    page.wait_for_function("/\\d+\\.\\d+×/.test(document.querySelector('#projection').innerText)")  # drawn once the run ended
    projected = page.inner_text("#projection")  # the run's steps priced on a GPU, for several target sizes
    sizes = [line for line in projected.splitlines() if re.search(r"(135M|1\.7B|7B|8B).*\d+\.\d+×", line)]
    assert len(sizes) >= 2, projected
    labels, overlaps = page.evaluate(OVERLAPPING_LABELS)
    assert labels >= 3 and overlaps == 0
    last_title = page.text_content(TITLE)
    total = int(re.search(r"Step (\d+)/(\d+)", last_title).group(2))
    assert last_title.startswith(f"Step {total}/{total}")
    assert page.get_attribute("#step input[type=range]", "max") == str(total)  # every step on the slider
    assert "tokens/s, on screen" in page.inner_text("#stats")

    # Scrub back: the slider moves, the graph and the outlined step follow.
    slider = page.locator("#step input[type=range]")
    slider.focus()
    for _ in range(total - 3):
        page.keyboard.press("ArrowLeft")
    page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('Step 3/{total}')")
    assert page.locator("#output .gsd-step.gsd-selected").get_attribute("data-step") == "3"
    nodes_at_3 = page.locator(NODES).count()
    assert "wanted ‘" in hover_a_rejected_node(page)  # the target's own token there, named in the hover
    assert nodes_at_3 >= 3
    screenshot = tmp_path / "screenshot.png"
    page.mouse.move(0, 0)  # no hover label or plot toolbar in the picture
    page.screenshot(path=str(screenshot), full_page=True)
    assert screenshot.stat().st_size > 10_000

    # Download the trace, upload it again: the run is replayed with no model.
    with page.expect_download() as download:
        page.click("#trace-download")
    saved = tmp_path / "trace.json"
    download.value.save_as(saved)
    steps, summary, prompt = trace_file.load(str(saved))
    assert len(steps) == total and prompt == "Why is the sky blue?" and summary.config["mode"] == "gsd"
    page.set_input_files("#trace-upload input[type=file]", str(saved))
    page.wait_for_selector(f"#status:has-text('Loaded a trace: {total} steps')")
    page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('Step 1/{total}')")
    assert page.inner_text("#output .gsd-text").startswith("The sky looks blue")

    # A file that is not a trace: a message, and the page keeps working.
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema": "something else"}', encoding="utf-8")
    page.set_input_files("#trace-upload input[type=file]", str(bad))
    page.wait_for_selector("#status:has-text('cannot be replayed')")
    assert page.locator(NODES).count() >= 3
    assert not errors, errors


def test_a_follow_up_shows_the_earlier_turns_and_new_conversation_starts_afresh(story, browser_page, tmp_path):
    """After a run, a new prompt follows up: the earlier turns appear above the streamed answer and the engine is
    asked all of them; New conversation empties it."""
    page, errors = browser_page
    page.goto(story.url)
    page.wait_for_selector("#status:has-text('Models ready')")
    open_sections(page)
    button = page.locator("#new-conversation")
    assert button.is_disabled() and not page.locator("#conversation").is_visible()
    page.fill("#prompt textarea", "Why is the sky blue?")
    page.click("#generate")
    page.wait_for_selector("#new-conversation:has-text('1 turn so far'):not([disabled])", timeout=60_000)
    assert not page.locator("#conversation").is_visible()  # a first prompt has no earlier turns
    page.fill("#prompt textarea", "And at <sunset>?")
    page.click("#generate")
    page.wait_for_selector("#new-conversation:has-text('2 turns so far')", timeout=60_000)
    shown = page.inner_text("#conversation")
    assert "Why is the sky blue?" in shown and "And at <sunset>?" in shown and "The sky looks blue" in shown
    assert page.locator("#conversation").bounding_box()["y"] < page.locator("#output").bounding_box()["y"]
    asked = story.engine.calls[-1][0]
    assert [message["role"] for message in asked] == ["user", "assistant", "user"]
    assert asked[1]["content"].startswith("The sky looks blue") and asked[2]["content"] == "And at <sunset>?"
    page.mouse.move(0, 0)
    page.screenshot(path=str(tmp_path / "follow-up.png"), full_page=True)
    button.click()
    page.wait_for_selector("#status:has-text('New conversation: the next prompt is asked on its own')")
    page.wait_for_selector("#new-conversation[disabled]")
    page.fill("#prompt textarea", "Why is grass green?")
    page.click("#generate")
    page.wait_for_selector("#new-conversation:has-text('1 turn so far')", timeout=60_000)
    assert story.engine.calls[-1][0] == "Why is grass green?" and not page.locator("#conversation").is_visible()
    assert not errors, errors


CHECKED = "document.querySelector('#{} input[value=\"{}\"]')?.checked === true"  # false until the radio is drawn
COMPARED = "[...document.querySelectorAll('#compare-table [data-col=\"0\"]')].map(cell => cell.innerText.trim())"


def test_presets_the_run_chart_and_the_comparison(story, browser_page):
    """A preset sets the sliders and a slider moved afterwards shows Custom; a click on a bar of the run's chart
    shows that step; Compare fills the table with a row per run and the chart with a bar per run."""
    page, errors = browser_page
    page.goto(story.url)
    page.wait_for_selector("#status:has-text('Models ready')")
    open_sections(page)
    page.wait_for_function(CHECKED.format("preset", "graph"))  # the page opens on the graph preset (once drawn)
    assert page.input_value("#theta-prob input[type=number]") == "0.1"
    assert not page.is_checked("#lookup-first input")  # which drafts every step
    page.click("#preset label:has-text('Fast')")
    page.wait_for_function("document.querySelector('#theta-prob input[type=number]').value === '0.4'")
    assert page.input_value("#theta-sib input[type=number]") == "0.2" and page.evaluate(CHECKED.format("merge", "1"))
    assert "Fast" in page.inner_text("#preset-help")
    page.wait_for_function("document.querySelector('#lookup-first input').checked")
    page.click("#lookup-first input")  # unticked: the settings are no preset's
    page.wait_for_function(CHECKED.format("preset", "custom"))
    page.click("#preset label:has-text('Fast')")  # and Fast again ticks it
    page.wait_for_function("document.querySelector('#lookup-first input').checked")
    page.wait_for_function(CHECKED.format("preset", "fast"))
    page.locator("#k input[type=range]").focus()
    page.keyboard.press("ArrowRight")  # the visitor moves k: the settings are no preset's any more
    page.wait_for_function(CHECKED.format("preset", "custom"))
    assert page.input_value("#k input[type=number]") == "5" and "Custom" in page.inner_text("#preset-help")

    page.fill("#prompt textarea", "Why is the sky blue?")
    page.click("#generate")
    page.wait_for_selector("#status:has-text('Done')", timeout=60_000)
    total = int(re.search(r"Step (\d+)/(\d+)", page.text_content(TITLE)).group(2))
    bars = page.locator("#steps-plot g.trace.bars").first.locator("g.point path")
    page.wait_for_function(f"document.querySelectorAll('#steps-plot g.trace.bars g.point path').length >= {total}")
    assert bars.count() == total
    page.locator("#steps-plot").scroll_into_view_if_needed()
    bar, area = bars.nth(1).bounding_box(), page.locator("#steps-plot .nsewdrag").first.bounding_box()
    page.mouse.click(bar["x"] + bar["width"] / 2, area["y"] + area["height"] / 2)  # step 2's column of the chart
    page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('Step 2/{total}')")
    assert page.input_value("#step input[type=number]") == "2"
    assert page.locator("#output .gsd-step.gsd-selected").get_attribute("data-step") == "2"

    page.click("#compare")
    page.wait_for_selector("#status:has-text('Compared 7 runs')", timeout=120_000)
    assert page.evaluate(COMPARED) == ["ar", "ssd", "tsd", "dyspec", "gsd · Fast", "gsd · See the graph · merge off",
                                        "gsd · See the graph"]
    speedups = page.locator("#compare-plot g.trace.bars").first.locator("g.point")
    assert speedups.count() == 7
    assert "gsd · See the graph" in page.input_value("#compare-open input")

    # The race: ar and gsd's two presets side by side, each text whole until ▶ Race plays it from empty.
    lanes = page.locator("#race .gsd-race-lane")
    assert lanes.count() == 3
    assert [lanes.nth(i).locator(".gsd-race-label").inner_text() for i in range(3)] == [
        "ar", "gsd · Fast", "gsd · See the graph"]
    whole = [lanes.nth(i).locator(".gsd-race-text").inner_text() for i in range(3)]
    assert all(text.startswith("The sky looks blue") for text in whole)
    page.evaluate("""() => {
      window.raceShortest = Infinity;
      const lane = document.querySelector('#race .gsd-race-lane .gsd-race-text');
      new MutationObserver(() => { window.raceShortest = Math.min(window.raceShortest, lane.textContent.length); })
        .observe(lane, {childList: true, characterData: true, subtree: true});
    }""")
    page.click("#race-play")
    page.wait_for_function("[...document.querySelectorAll('#race .gsd-race-time')].every(t => t.textContent.includes('✓'))")
    assert page.evaluate("window.raceShortest") < len(whole[0])  # it played from empty
    assert [lanes.nth(i).locator(".gsd-race-text").inner_text() for i in range(3)] == whole
    assert not errors, errors


def test_a_phone_sees_the_prompt_and_the_text_before_the_settings(story, browser_page):
    """At a phone's width the columns stack: the prompt, Generate and the text come first, the settings after
    them; the conversation note keeps a readable width above its button; plotly's toolbar, which
    would cover the figures' titles, is hidden. A run streams there as on a desktop."""
    page, errors = browser_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        page.goto(story.url)
        page.wait_for_selector("#status:has-text('Models ready')")
        open_sections(page)
        top = {name: page.locator(name).bounding_box()["y"]
               for name in ("#prompt", "#generate", "#output", "#controls")}
        assert top["#prompt"] < top["#generate"] < top["#output"] < top["#controls"], top
        assert page.locator("#conversation-note").bounding_box()["width"] > 250
        page.fill("#prompt textarea", "Why is the sky blue?")
        page.click("#generate")
        page.wait_for_selector("#status:has-text('Done')", timeout=60_000)
        assert page.inner_text("#output .gsd-text").startswith("The sky looks blue because")
        page.locator("#dag").hover()
        assert page.locator("#dag .modebar-container").count() == 1
        assert not page.locator("#dag .modebar-container").is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        # the comparison's table scrolls sideways inside its box rather than breaking its headers a letter a line
        headers = page.evaluate("[...document.querySelectorAll('#compare-table th')]"
                                ".map(t => t.getBoundingClientRect().width)")
        assert len(headers) == len(COMPARE_HEADERS) and min(headers) >= 45, headers
        page.set_viewport_size({"width": 900, "height": 900})  # a tablet: stacked too, the prompt first
        page.wait_for_function("document.querySelector('#prompt').getBoundingClientRect().top < "
                               "document.querySelector('#controls').getBoundingClientRect().top")
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
    assert not errors, errors


@pytest.fixture(scope="module")
def long_story_server():
    """A page whose runs tell the story three times (46 steps, more than any test lets through)."""
    yield from serve(FakeEngine(steps=1000, size=22, script=" ".join([STORY] * 3), gate=Gate()))


@pytest.fixture
def long_story(long_story_server):
    """The long story's page with its gate held: a run takes a step only when the test lets one through, so
    that Stop always lands mid-run."""
    let_go(long_story_server.gate)
    long_story_server.gate.hold()
    yield long_story_server
    let_go(long_story_server.gate)


def let_through(page, gate: Gate, steps: int) -> None:
    """Let the new run's first `steps` steps through one at a time, each once the page shows the one before
    (the status names the step it came with)."""
    for number in range(1, steps + 1):
        gate.release()
        page.wait_for_selector(f"#status:has-text('▶ Generating… step {number},')")


def stop_after(page, gate: Gate, steps: int) -> int:
    """Let `steps` steps of the new run through, press Stop, wait for the run to end; the steps kept."""
    let_through(page, gate, steps)
    page.click("#stop")
    page.wait_for_selector("#status:has-text('■ Stopped:')", timeout=30_000)
    return page.locator("#output .gsd-text .gsd-step").count()


def test_bad_input_and_stop_in_the_browser(long_story, browser_page):
    """An empty prompt gets a message and the page stays usable; Stop keeps the text so far, and the next run
    starts clean."""
    page, errors = browser_page
    gate = long_story.gate
    page.goto(long_story.url)
    page.wait_for_selector("#status:has-text('Models ready')")
    open_sections(page)
    page.fill("#prompt textarea", "   ")
    page.click("#generate")
    page.wait_for_selector("#status:has-text('the prompt is empty')")

    page.fill("#prompt textarea", "Why is the sky blue?")
    started, taken, ended = gate.counts()
    page.click("#generate")
    kept = stop_after(page, gate, 3)
    text = page.inner_text("#output .gsd-text")
    assert kept >= 3 and text.startswith("The sky looks blue") and not text.rstrip().endswith("are left.")
    # Nothing ran on after Stop: the run's steps are over, and the page shows every step it made and no more.
    assert gate.wait_for(lambda g: g.ended == ended + 1)
    assert gate.counts() == (started + 1, taken + kept, ended + 1)
    assert page.locator("#output .gsd-text .gsd-step").count() == kept
    assert page.inner_text("#output .gsd-text") == text

    # The next run starts from the first step again, with the same text.
    page.evaluate(COUNT_STEPS_SEEN)
    page.click("#generate")
    again = stop_after(page, gate, 2)
    assert min(page.evaluate("[...window.stepsSeen]")) <= 1  # the text was replaced, not appended to
    assert page.inner_text("#output .gsd-text").startswith("The sky looks blue") and again >= 2
    assert not errors, errors


def test_stop_pressed_while_queued_behind_another_visitor(long_story, browser_page):
    """Visitor B presses Generate while A's run holds the model, then Stop: B's run never starts, A's goes on."""
    first, errors = browser_page
    gate = long_story.gate
    second = first.context.new_page()
    try:
        for page in (first, second):
            page.goto(long_story.url)
            page.wait_for_selector("#status:has-text('Models ready')")
            open_sections(page)
            page.fill("#prompt textarea", "Why is the sky blue?")
        calls = len(long_story.engine.calls)
        first.click("#generate")
        gate.release(2)  # A's run holds the model while it waits for the steps after these
        first.wait_for_function("document.querySelectorAll('#output .gsd-text .gsd-step').length >= 2")
        second.click("#generate")
        # told their place: A's run at least (a run an earlier test's page left queued is let go of with its page)
        second.wait_for_selector("#status:has-text('ahead of yours')")
        second.click("#stop")  # B's run, waiting for the model, ends at once
        second.wait_for_selector("#status:has-text('Stopped before it started')", timeout=30_000)
        steps = first.locator("#output .gsd-text .gsd-step").count()  # A's run goes on: B's Stop is B's alone
        gate.release(2)
        first.wait_for_function(f"document.querySelectorAll('#output .gsd-text .gsd-step').length > {steps + 1}")
        first.click("#stop")
        first.wait_for_selector("#status:has-text('■ Stopped:')", timeout=30_000)
        second.wait_for_selector("#status:has-text('Stopped before it started')", timeout=30_000)
        assert second.locator("#output .gsd-text .gsd-step").count() == 0
        assert len(long_story.engine.calls) == calls + 1  # only A's run reached the engine
    finally:
        second.close()
    assert not errors, errors


FIRST_VIEW = ("#intro", "#models", "#prompt", "#generate", "#preset", "#headline", "#output", "#dag")
SECTION_PANELS = {"how-section": ("#how",), "inside-section": ("#inside-stage", "#inside-plot"),
                  "evidence-section": ("#steps-plot", "#calibration-plot", "#cost-plot", "#projection", "#stats"),
                  "compare-section": ("#compare-table", "#race"), "settings-section": ("#mode", "#k", "#theta-sib"),
                  "files-section": ("#trace-download",)}


def test_the_first_view_holds_the_idea_and_the_rest_is_one_click_away(story, browser_page):
    """At 1,400 × 900, after a run and before scrolling: the title's sentence, the models, the prompt, Generate,
    the preset, the run's three figures, the text and the step's graph are all in view; the page with its sections
    closed is at most two screens tall; each section opens with one click on its label and holds its panels."""
    page, errors = browser_page
    page.set_viewport_size({"width": 1400, "height": 900})
    try:
        page.goto(story.url)
        page.wait_for_selector("#status:has-text('Models ready')")
        page.fill("#prompt textarea", "Why is the sky blue?")
        page.click("#generate")
        page.wait_for_selector("#status:has-text('Done')", timeout=60_000)
        page.wait_for_function(f"document.querySelectorAll('{NODES}').length >= 3")
        page.evaluate("window.scrollTo(0, 0)")
        for name in FIRST_VIEW:
            box = page.locator(name).bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 120) <= 900, (name, box)
        dag = page.locator("#dag").bounding_box()
        assert dag["y"] + dag["height"] <= 900, dag  # the whole graph
        figures = page.inner_text("#headline")
        assert "tokens/s" in figures and "your screen" in figures and "τ" in figures and "same text" in figures
        assert "Target" in page.inner_text("#models") and "draft" in page.inner_text("#models")
        assert page.evaluate("document.documentElement.scrollHeight") <= 2 * 900
        for section, panels in SECTION_PANELS.items():
            assert all(page.locator(panel).count() == 0 for panel in panels)  # closed: not in the page yet
            page.locator(f"#{section} .label-wrap").first.click()
            for panel in panels:
                page.wait_for_selector(panel, state="attached")
        assert not errors, errors
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
