"""The draft stages of the Inside panel (`panel`): the graph as it stood after each draft forward (and after the
prompt-lookup branch), drawn where `gsd.page.step.dag_layout.layout_step` puts the finished graph so that no node
moves from stage to stage, and what each stage did, in words.

No verdict exists yet at these stages, so a node's fill says only that it was drafted; the marks are the DAG's: an
amber rim where θ_prob stopped a branch, a cross (and no fill) where θ_sib or θ_path pruned a node, a square around
what prompt lookup added. Reads `StepTrace`s only: no models, no torch, no Gradio.
"""

from __future__ import annotations

import html

from ...trace import PRUNED, ROOT, STOPPED, StepTrace
from ..charts import plain_figure
from ..look import (COLORS, END_LABEL, LABELS, LOOKUP, MARKS, MERGED, NGRAM, NOT_REACHED, RETRIEVED, draft_stopped,
                   drafted_past_end, plural, visible_text)
from ..step.dag_layout import X_RIGHT_PAD, layout_step
from .common import (DIMMED, DRAFTED, StageView, bullets, cut_note, graph_layout, lines, listed, points,
                            recorded, tok)


def at_draft(node) -> str:
    """What a node was when drafting ended, before the target judged it (a spared node: pruned, until unrolling)."""
    if node.status in (ROOT, PRUNED):
        return node.status
    if node.spared:
        return PRUNED
    return STOPPED if node.branch_end else "drafted"


# (fill, symbol, outline colour, outline width) of a node at the draft stages, by `at_draft`: as in the DAG, the
# fill is no verdict (none yet), θ_prob's amber rim and the cross of θ_sib or θ_path are the drafting marks
AT_DRAFT_MARKS = {ROOT: (COLORS[ROOT], "circle", "white", 1.0), "drafted": (DRAFTED, "circle", "white", 1.0),
                  STOPPED: (DRAFTED, "circle", COLORS[STOPPED], 2.5),
                  PRUNED: (COLORS[NOT_REACHED], "circle-x", COLORS[PRUNED], 1.5)}


def draft_view(step: StepTrace, key: str, config: dict | None = None) -> StageView:
    """Draft stage `key` ("draft-s", or "lookup") of `step`: its figure and its text. config: the settings the step
    was drafted with (its run's, or its what-if's), for the thresholds in force and why the draft stopped."""
    nodes, forwards = step.graph.nodes, step.counters.draft_forwards
    if not recorded(step):
        new_stages = {0}  # version 1: every node at once, in no order
    elif key == "lookup":
        new_stages = {s for node in nodes for s in node.stages if s > forwards}
    else:
        new_stages = {int(key.removeprefix("draft-"))}
    upto = max(new_stages)
    shown = [i for i, node in enumerate(nodes) if node.stage <= upto]
    new = [i for i in shown[1:] if nodes[i].stage in new_stages]
    # The frontier draft forward s read: the nodes it ran (for s = 1 the root, with the committed text).
    frontier = [i for i, node in enumerate(nodes) if key != "lookup" and recorded(step) and node.ran == upto]
    edges = [(parent, i, rank > 0, stage in new_stages) for i in shown for rank, (parent, stage)
             in enumerate(zip(nodes[i].parents, nodes[i].stages or (0,) * len(nodes[i].parents))) if stage <= upto]
    merges = [(parent, i) for parent, i, merge, fresh in edges if merge and fresh]

    layout = layout_step(step)

    def at(i: int) -> tuple[float, float]:
        return layout.x[i], -layout.y[i]

    data = [lines(name, [at(p) + at(i) for p, i, merge, fresh in edges if (merge, fresh) == kind], color, width,
                  "dash" if kind[0] else "solid", legend=kind == (True, True) and bool(merges))
            for kind, color, width, name in (((False, False), DIMMED, 1.2, "earlier edge"),
                                             ((True, False), COLORS[NGRAM], 1.6, "earlier merge edge"),
                                             ((False, True), COLORS["edge"], 1.6, "new edge"),
                                             ((True, True), COLORS[MERGED], 2.6, "merge edge, this stage"))]
    ring = layout.marker_px + 8
    if frontier:
        data.append(points("read by this forward", [at(i) for i in frontier],
                           {"size": ring, "symbol": "circle-open", "color": COLORS[ROOT], "line": {"width": 2}}))
    for source, symbol in ((LOOKUP, "square-open"), (RETRIEVED, "diamond-open")):
        marked = [i for i in shown if nodes[i].lookup and nodes[i].retrieved == (source == RETRIEVED)]
        if marked:
            mark = {"size": ring, "symbol": symbol, "color": COLORS[source], "line": {"width": 2, "color": COLORS[source]}}
            data.append(points(LABELS[source], [at(i) for i in marked], mark))
    groups = [(LABELS[ROOT], [0], True), ("earlier stages", [i for i in shown[1:] if i not in new], False)]
    groups += [(name, [i for i in new if at_draft(nodes[i]) == category], True) for category, name
               in (("drafted", "drafted (new)"), (STOPPED, MARKS[STOPPED]), (PRUNED, MARKS[PRUNED]))]
    for name, members, bright in groups:
        looks = [AT_DRAFT_MARKS[at_draft(nodes[i])] for i in members]
        marker = {"size": layout.marker_px, "color": [look[0] for look in looks],
                  "symbol": [look[1] for look in looks], "opacity": 1 if bright else 0.4,
                  "line": {"color": [look[2] for look in looks], "width": [look[3] for look in looks]}}
        if members:
            data.append(points(name, [at(i) for i in members], marker,
                               [html.escape(layout.labels[i]) for i in members],
                               [_hover(step, i, upto) for i in members], layout.font_px,
                               "#111827" if bright else "#9ca3af", customdata=members))
    deepest = int(max(layout.x[:len(nodes)]))
    top, bottom = min(layout.y), max(layout.y)
    figure = plain_figure(data, graph_layout(top, bottom, layout.row_px, (layout.x_range[0], deepest + X_RIGHT_PAD),
                                             ["root"] + [str(d) for d in range(1, deepest + 1)]))
    return StageView(figure, _text(step, key, new, frontier, merges, len(shown), config or {}))


def _hover(step: StepTrace, index: int, upto: int) -> str:
    """A node's hover after draft stage `upto`: its text, q, depth and its parents by then."""
    nodes = step.graph.nodes
    node, text = nodes[index], html.escape(visible_text(nodes[index].text))
    if index == 0:
        return f"<b>{text}</b> · root<br>the last committed token"
    parents = " + ".join(f"{html.escape(visible_text(nodes[p].text))} ({p})"
                         for p, stage in zip(node.parents, node.stages or (0,) * len(node.parents)) if stage <= upto)
    lines_ = [f"<b>{text}</b> · node {index} · draft stage {node.stage or '?'}",
              f"q = {node.q:.3f} · depth {node.depth} · after {parents}",
              "from the datastore (q: its share of the target's earlier answers there)" if node.retrieved else
              "from prompt lookup (q: its share of the earlier occurrences)" if node.lookup else "",
              "" if at_draft(node) == "drafted" else LABELS[at_draft(node)]]
    return "<br>".join(line for line in lines_ if line)


def q_text(q: float, config: dict) -> str:
    """q as two decimals, or as many more (up to five) as it takes not to read as equal to θ_prob in force, which q
    is compared with as it is ('0.0996' beside θ_prob 0.1, not '0.10')."""
    theta = config.get("theta_prob")
    digits = 2
    while isinstance(theta, (int, float)) and digits < 5 and q != theta and float(f"{q:.{digits}f}") == theta:
        digits += 1
    return f"{q:.{digits}f}"


def _text(step: StepTrace, key: str, new: list[int], frontier: list[int], merges: list[tuple[int, int]],
          size: int, config: dict) -> str:
    nodes = step.graph.nodes
    named = [f"{tok(nodes[i].text)} (q {q_text(nodes[i].q, config)})" for i in new]
    if not recorded(step):
        head = ("This trace does not record the order in which the graph grew (version 1): here is the whole draft "
                f"graph, {plural(len(new), 'drafted node')}")
    elif key == "lookup" and new and all(nodes[i].retrieved for i in new):
        head = ("**The datastore**, no model ran: the latest words occurred in the target's earlier answers, and "
                f"the continuation most of them shared adds {plural(len(new), 'node')} (diamonds, verified on top of "
                "the node budget)")
    elif key == "lookup":
        head = ("**Prompt lookup**, no model ran: the latest words occurred earlier in the text, and what followed "
                f"them there adds {plural(len(new), 'node')}")
        if any(node.lookup for node in nodes):
            head += " (squared, verified on top of the node budget)"
    else:
        s = int(key.removeprefix("draft-"))
        unread = step.counters.draft_tokens - sum(1 for node in nodes[1:] if node.ran and node.ran > 1)
        caught = f" ({plural(unread, 'token')} of it new to the draft, the root's included)" if unread > 0 else ""
        read = (f"the committed text up to the root {tok(nodes[0].text)}{caught}" if s == 1 else
                f"{plural(len(frontier), 'node')} ({listed([tok(nodes[i].text) for i in frontier])}) in one "
                "forward, each seeing the committed text and its own ancestors")
        depths = sorted({nodes[i].depth for i in new})
        if len(depths) > 1 or any(nodes[nodes[i].parents[0]].ran != s for i in new):  # dyspec: a batch, not a layer
            head = (f"**Draft forward {s}** read {read}. Then {plural(len(new), 'new node')}, picked by estimated "
                    f"acceptance from every candidate so far (depths {depths[0]}–{depths[-1]})")
        else:
            head = f"**Draft forward {s}** read {read}. From its q, {plural(len(new), 'new node')}"
    found = [head + (f": {listed(named, 12)}." if named else ".")]
    pruned = [tok(nodes[i].text) for i in new if nodes[i].pruned_by == "θ_sib"]
    cut = [tok(nodes[i].text) for i in new if nodes[i].pruned_by == "θ_path"]
    stopped = [tok(nodes[i].text) for i in new if nodes[i].branch_end and nodes[i].pruned_by is None]
    def value(name: str) -> str:  # the threshold in force, where the settings are known
        return f" = {config[name]:g}" if isinstance(config.get(name), (int, float)) else ""

    if pruned:
        found.append(f"Pruned by θ_sib{value('theta_sib')} (q below θ_sib × the best sibling's; crossed): "
                     f"{listed(pruned)}.")
    if cut:
        found.append(f"Pruned by θ_path{value('theta_path')} (the product of q from the root below θ_path; crossed): "
                     f"{listed(cut)}.")
    if stopped:
        found.append(f"Stopped by θ_prob{value('theta_prob')} (q < θ_prob: a branch end, not grown further; amber "
                     f"rim): {listed(stopped)}.")
    if merges:
        found.append(bullets([f"{tok(nodes[i].text)} after {tok(nodes[p].text)}: already a node at this depth, so "
                              "a merge edge joins it and the draft does not run it again" for p, i in merges]))
    past = [i for i in drafted_past_end(step) if i in new]
    if past:
        found.append(f"{listed([tok(nodes[i].text) for i in past])} after ‘{END_LABEL}’, the end-of-text token: "
                     "drafting (the draft, or prompt lookup copying earlier text) does not stop there. No error: if "
                     f"the target accepts ‘{END_LABEL}’, the run stops there and what follows is dropped.")
    found.append(f"The graph now holds {plural(size, 'node')}, the root included.")
    last = key != "lookup" and recorded(step) and int(key.removeprefix("draft-")) == step.counters.draft_forwards
    if step.sized is not None and (last or step.sized.plain):  # why no further layer was drafted
        found.append(f"**Why the tree stopped here** (sized by this machine's own costs): {step.sized.reason}.")
    elif last and config:
        found.append(f"**Why the draft stopped here**: {draft_stopped(step, config)}.")
    return "\n\n".join(found) + cut_note(step)
