"""The README's pictures, taken from the page on the real model: `make screenshot`.

Starts the page in this process on the embedded pair (app.build_demo with a loader like app.main's) on a free
port of 127.0.0.1 and drives Debian's Chromium through Playwright in a 1,400 × 900 window: an example prompt at
the `graph` preset with 64 new tokens, scrubbed to a step whose graph merges (assets/screenshot.png: the page's
first view after the run, its sections closed), then with the sections open, each stage of that step in "Inside this step" (assets/inside/<stage>.png: every draft
forward, the prompt-lookup branch, unroll, the mask with a row hovered, verify, accept), that step drafted again
with θ_sib moved (assets/what-if.png: the what-if's line and graph), the settings (assets/settings.png), the draft's calibration and the cost of a
bigger tree and where the time went (assets/evidence.png), then Compare modes (assets/compare.png: the comparison's table and chart).

The step to show is found by running the same greedy config with the engine in-process first (greedy output
does not change between runs); if the page's run turns out different, its own trace file decides. Nothing is
downloaded: the models are the embedded ones, and HF_HUB_OFFLINE is set before anything loads.
"""

from __future__ import annotations

import os

os.environ["HF_HUB_OFFLINE"] = "1"  # before transformers or huggingface_hub load: never reach a model hub

import argparse  # noqa: E402
import signal  # noqa: E402
import socket  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import app  # noqa: E402
from gsd import trace_file  # noqa: E402
from gsd.config import ASSETS, PROMPTS, DecodeConfig, read_prompts  # noqa: E402
from gsd.page.run import model_thread  # noqa: E402
from gsd.page.run.requests import MODEL  # noqa: E402
from gsd.page.step.dag import merge_example
from gsd.page.step.dag_layout import layout_step  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# The README's top picture is the page's first view as a visitor's 1,400 × 900 window shows it after a run.
VIEWPORT = {"width": 1400, "height": 900}
SCALE = 1.0
SECTIONS = ("inside-section", "evidence-section", "settings-section", "files-section")  # opened after the first view
DAG_PX = 420                 # the tallest DAG that leaves room for the run's chart in the picture
MODELS_S = 900               # loading the models (converting the GGUF once) on a slow machine
RUN_S = 900                  # one run, or the comparison's six, on two CPU cores
TITLE = "#dag .gtitle"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class BrowserElsewhere:
    """Chromium stands in for a visitor's browser, which draws the page on the visitor's own machine; here it would
    share the server's cores with the engine. While a run, a comparison or a what-if holds the model (the page's
    `MODEL` turns), its processes are paused (SIGSTOP), and let go the moment the model is free: the pictures' speeds
    are then the server's, page drawing included, as a visitor elsewhere gets them, and the browser catches up on
    what was sent meanwhile. (On two cores a browser laying out every streamed step cost Compare's plain decoding
    about a third of its speed.)"""

    POLL_S = 0.005

    def __init__(self):
        self._done = threading.Event()
        self._paused: list[int] = []
        self._thread = threading.Thread(target=self._watch, name="browser-elsewhere", daemon=True)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._done.set()
        self._thread.join()
        self._signal(signal.SIGCONT)

    @staticmethod
    def _browser() -> list[int]:
        """This process's descendants that are Chromium's (Playwright's driver starts them), read from /proc: the
        project has no process library among its dependencies, and this script runs on Linux only (Debian's
        Chromium)."""
        parents: dict[int, list[int]] = {}
        names: dict[int, str] = {}
        for entry in os.listdir("/proc"):
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    head, tail = stat.read().rsplit(")", 1)
                pid = int(entry)
                names[pid] = head.split("(", 1)[1]
                parents.setdefault(int(tail.split()[1]), []).append(pid)
            except (ValueError, OSError, IndexError):
                continue
        found, todo = [], [os.getpid()]
        while todo:
            for child in parents.get(todo.pop(), []):
                todo.append(child)
                if "chrom" in names.get(child, "") or "headless" in names.get(child, ""):
                    found.append(child)
        return found

    def _signal(self, sig) -> None:
        if sig == signal.SIGSTOP:
            self._paused = self._browser()
        for pid in self._paused:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        if sig == signal.SIGCONT:
            self._paused = []

    def _watch(self) -> None:
        while not self._done.wait(self.POLL_S):
            busy = MODEL.waiting() > 0
            if busy and not self._paused:
                self._signal(signal.SIGSTOP)
            elif not busy and self._paused:
                self._signal(signal.SIGCONT)


def step_to_show(steps: list) -> int:
    """The 1-based number of a step whose graph merges and stays readable: the page's own choice for its
    explanation (`merge_example`) among the steps whose DAG is at most `DAG_PX` tall (so that the run's chart
    fits in the picture below it), those with prompt-lookup nodes first (the picture then shows every kind of
    node), else the shortest DAG that merges, else the shortest DAG."""
    heights = [layout_step(step).height_px for step in steps]
    short = [i for i, height in enumerate(heights) if height <= DAG_PX]
    with_lookup = [i for i in short if any(node.lookup for node in steps[i].graph.nodes)]
    for among in (with_lookup, short):
        chosen = merge_example([steps[i] for i in among])
        if chosen is not None:
            return among[chosen] + 1
    merging = [i for i, step in enumerate(steps) if step.graph.has_merge] or list(range(len(steps)))
    return min(merging, key=lambda i: heights[i]) + 1


def scroll_to(page, selector: str, above_px: int = 10) -> None:
    page.evaluate("([selector, above]) => { const top = document.querySelector(selector).getBoundingClientRect().top;"
                  " window.scrollTo(0, top + window.scrollY - above); }", [selector, above_px])
    page.mouse.move(0, 0)  # no hover label or plot toolbar in the picture
    page.wait_for_timeout(600)


def open_sections(page, *names: str) -> None:
    """Open the page's closed sections `names`, a click on each one's label, as a visitor does."""
    for name in names:
        label = page.locator(f"#{name} .label-wrap").first
        if "open" not in (label.get_attribute("class") or "").split():
            label.click()
        page.wait_for_function(f"document.querySelector('#{name} .label-wrap').classList.contains('open')")


def mask_row_point(page, row: int) -> tuple[float, float]:
    """Where on the screen the mask heatmap's row `row` lies (the middle of the plot's width)."""
    return page.evaluate("""(row) => {
        const plot = document.querySelector('#mask-plot .js-plotly-plot');
        const layout = plot._fullLayout, box = plot.getBoundingClientRect();
        return [box.left + layout.xaxis._offset + layout.xaxis._length / 2,
                box.top + layout.yaxis._offset + layout.yaxis.l2p(row)];
    }""", row)


def stage_pictures(page, folder: Path) -> list[Path]:
    """Each stage of the step on show, "Inside this step" alone: one picture per stage."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    keys = page.eval_on_selector_all("#inside-stage input[type=radio]", "inputs => inputs.map(i => i.value)")
    written = []
    for key in keys:
        choice = f"#inside-stage input[value='{key}']"
        before, shown = page.inner_text("#inside-text"), page.is_checked(choice)
        page.check(choice)
        if not shown:  # wait for the stage's own text
            page.wait_for_function("before => document.querySelector('#inside-text').innerText !== before", arg=before)
        page.wait_for_timeout(800)  # plotly draws the new figures
        scroll_to(page, "#inside")
        if key == "mask":  # a row of the mask hovered: the tree lights up the positions it sees
            rows = page.evaluate("() => document.querySelector('#mask-plot .js-plotly-plot').layout.meta.parents.length")
            page.mouse.move(*mask_row_point(page, max(rows - 2, 0)))
            page.wait_for_timeout(600)
        path = folder / f"{key}.png"
        page.locator("#inside").screenshot(path=str(path))
        written.append(path)
    return written


def region(page, top: str, bottom: str, path: Path) -> None:
    """A picture of the page from the top of `top` to the bottom of `bottom`, the main column's width."""
    box = page.evaluate("""([top, bottom]) => {
        const a = document.querySelector(top).getBoundingClientRect();
        const b = document.querySelector(bottom).getBoundingClientRect();
        return [a.left + window.scrollX, a.top + window.scrollY, Math.max(a.right, b.right) - a.left,
                b.bottom - a.top];
    }""", [top, bottom])  # in the page's coordinates: the region may be taller than the window
    page.screenshot(path=str(path), full_page=True, clip=dict(zip(("x", "y", "width", "height"), box)))


def set_number(page, box: str, value: int, tries: int = 3) -> None:
    """Type `value` in a slider's number box and leave it, as a visitor does, until the slider shows it: a box left
    while the page was still busy drawing was once not taken (the slider kept its value), so it is typed again."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt in range(tries):
        page.fill(f"{box} input[type=number]", str(value))
        page.press(f"{box} input[type=number]", "Tab")  # committed, as a visitor leaving the box does
        try:
            page.wait_for_function(f"document.querySelector('{box} input[type=range]').value == '{value}'",
                                   timeout=10_000)
            return
        except PlaywrightTimeout:
            if attempt == tries - 1:
                raise


def what_if_picture(page, number: int, path: Path, theta_sib: float = 0.5) -> None:
    """Step `number` drafted again with θ_sib at `theta_sib` (the slider moved as a visitor would): the what-if's
    line and its graph; then back to the recorded step."""
    slider = page.locator("#theta-sib input[type=range]")
    presses = round((theta_sib - float(slider.input_value())) / 0.05)
    slider.focus()
    for _ in range(abs(presses)):
        page.keyboard.press("ArrowRight" if presses > 0 else "ArrowLeft")
    page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('What-if · Step {number}/')",
                           timeout=RUN_S * 1000)
    page.wait_for_selector(f"#what-if:has-text('θ_sib {theta_sib:g} instead of')")
    scroll_to(page, "#what-if-row")
    region(page, "#what-if-row", "#dag", path)
    page.click("#what-if-back")
    page.wait_for_selector("#what-if", state="hidden")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prompt", type=int, default=0, help="which example prompt of assets/prompts.jsonl (from 0)")
    parser.add_argument("--max-new-tokens", type=int, default=64)
    parser.add_argument("--prompt-text", help="this prompt instead (one the page was not tuned on, for a reader)")
    parser.add_argument("--out", type=Path, default=ASSETS, help="folder for screenshot.png and compare.png")
    args = parser.parse_args(argv)
    prompt = args.prompt_text or read_prompts(PROMPTS)[args.prompt]
    config = DecodeConfig.from_preset("graph", max_new_tokens=args.max_new_tokens)  # the page's other defaults
    loaded, page_open = {}, threading.Event()

    def load_engine():
        from gsd.engine.loop import Engine  # torch and transformers load here, in the page's background thread
        from gsd.models import load_pair
        loaded["engine"] = Engine(load_pair())
        # as the page's own loading does (`app.ready_engine`), once the browser has drawn the opening page: a
        # visitor's browser would not be drawing on the server's cores meanwhile
        page_open.wait(MODELS_S)
        loaded["engine"].time_plain_forward()
        return loaded["engine"]

    from playwright.sync_api import sync_playwright

    demo = app.build_demo(load_engine, loading_label="the embedded SmolLM2-135M-Instruct and its draft")
    _, url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                           quiet=True)
    try:
        with (sync_playwright() as playwright, tempfile.TemporaryDirectory(prefix="gsd-chromium-") as profile,
              BrowserElsewhere()):
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=ARGS, headless=True, viewport=VIEWPORT,
                device_scale_factor=SCALE, accept_downloads=True)
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(url)
            page.wait_for_selector("#status:has-text('Loading'), #status:has-text('Models ready')")
            page.wait_for_timeout(1000)  # the opening example drawn
            page_open.set()
            page.wait_for_selector("#status:has-text('Models ready')", timeout=MODELS_S * 1000)
            # chat template on, as the page's default; on the page's model thread, as its own runs compute
            steps, _ = model_thread.call(loaded["engine"].run, prompt, config)
            number = step_to_show(steps)
            print(f"{len(steps)} steps in-process; showing step {number}: {len(steps[number - 1].graph.nodes)} nodes")

            open_sections(page, "settings-section")
            set_number(page, "#max-new-tokens", args.max_new_tokens)
            page.wait_for_timeout(300)
            page.fill("#prompt textarea", prompt)
            page.click("#generate")
            page.wait_for_selector("#status:has-text('✓ Done')", timeout=RUN_S * 1000)
            shown = int(page.get_attribute("#step input[type=range]", "max"))
            if shown != max(len(steps), 2):  # the page's run differs: choose from its own trace file
                open_sections(page, "files-section")
                with page.expect_download() as download:
                    page.click("#trace-download")
                number = step_to_show(trace_file.load(download.value.path())[0])
                print(f"the page's run has {shown} steps; showing its step {number}")
            page.evaluate("number => window.gsdShowStep(number)", number)
            page.wait_for_function(f"document.querySelector('{TITLE}').textContent.startsWith('Step {number}/')")
            page.locator("#settings-section .label-wrap").first.click()  # closed again: the first view as it opens
            page.evaluate("window.scrollTo(0, 0)")
            page.mouse.move(0, 0)
            page.wait_for_timeout(800)
            page.screenshot(path=str(args.out / "screenshot.png"))
            open_sections(page, *SECTIONS)
            pictures = stage_pictures(page, args.out / "inside")
            print(f"wrote {len(pictures)} pictures of step {number}'s stages to {args.out / 'inside'}")
            what_if_picture(page, number, args.out / "what-if.png")
            scroll_to(page, "#settings-section")
            page.locator("#settings-section").screenshot(path=str(args.out / "settings.png"))  # the sliders
            scroll_to(page, "#depth-plot")
            region(page, "#calibration-plot", "#timing-text", args.out / "evidence.png")
            print(f"wrote {args.out / 'what-if.png'} and {args.out / 'evidence.png'}")

            page.click("#new-conversation")  # the comparison on the prompt alone, not as a follow-up of the run
            page.wait_for_selector("#new-conversation[disabled]")
            page.click("#compare")
            page.wait_for_selector("#status:has-text('Compared ')", timeout=RUN_S * 1000)
            scroll_to(page, "#comparison")
            page.locator("#comparison").screenshot(path=str(args.out / "compare.png"))  # the section alone
            print(f"wrote {args.out / 'screenshot.png'} and {args.out / 'compare.png'}")
            context.close()
    finally:
        demo.close()


if __name__ == "__main__":
    main()
