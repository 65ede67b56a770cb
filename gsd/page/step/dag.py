"""The step's token DAG as a plotly figure (`dag_figure`), each node where `gsd.page.step.dag_layout` puts it.

Reads `StepTrace`s only: no models, no torch, no Gradio. Colours, legend words and the caption come from
`gsd.page.look`. A node answers two questions with two marks: its fill is the target's verdict (`verdicts`), the
rim, cross, ring or square on it is how drafting left it.
"""

from __future__ import annotations

import html
import textwrap

import plotly.graph_objects as go

from ...trace import ACCEPTED, PRUNED, REJECTED, ROOT, STOPPED, UNVERIFIED, StepTrace
from ..look import (BONUS, COLORS, DRAFT_MARKS, END_LABEL, LOOKUP, MARKS, MERGED, NGRAM, NOT_REACHED, RETRIEVED,
                   VERDICTS, is_end_of_text, step_caption, visible_text)
from .dag_layout import (AXIS_ONLY_BOTTOM_PX, LABEL_FONT, LABEL_HALO, LEGEND_CHAR_PX, LEGEND_ENTRY_PX, LEGEND_ROW_PX,
                         LEGEND_TOP_PX, MARGIN, MIN_HEIGHT_PX, MIN_PLOT_WIDTH_PX, TITLE_LINE_PX, TITLE_PX, DagLayout,
                         layout_step, truncate)

# ---- the DAG figure ---------------------------------------------------------------------------------------

def verdicts(step: StepTrace, reached: dict[int, int | None] | None = None) -> list[str]:
    """Per node, what the target decided: ROOT, ACCEPTED, REJECTED (its parent was reached and the target wanted
    another token), or NOT_REACHED (never verified: pruned or over the node budget; or verified under a parent
    the target rejected, where its walk never got). A merged node is reached if any copy of it is. The verify
    positions (schema 2) say which copies sat under an accepted position; a version-1 step, which has none,
    reads it from the graph: a verified node with a parent on the accepted path."""
    nodes = step.graph.nodes
    reached = _reached(step) if reached is None else reached
    found = []
    for i, node in enumerate(nodes):
        if node.status in (ROOT, ACCEPTED):
            found.append(node.status)
        elif node.status not in (PRUNED, UNVERIFIED) and i in reached:
            found.append(REJECTED)
        else:
            found.append(NOT_REACHED)
    return found


def _reached(step: StepTrace) -> dict[int, int | None]:
    """The nodes the target's walk judged, each with the accepted position it was judged under (None in a
    version-1 step, which records no positions)."""
    positions = step.positions
    if positions:
        return {p.node: p.parent for p in reversed(positions) if p.parent >= 0 and positions[p.parent].accepted}
    accepted = set(step.verdict.accepted)
    return {i: None for i, node in enumerate(step.graph.nodes)
            if node.p is not None and any(parent in accepted for parent in node.parents)}


def _fmt(value: float | None) -> str:
    return "not verified" if value is None else f"{value:.3f}"


def wanted(step: StepTrace, index: int, reached: dict[int, int | None]) -> tuple[str, float] | None:
    """What the target wanted where it rejected node `index` (`reached`: `_reached(step)`): its token and p at the
    accepted position the node was judged under, or for a step that records no positions, read from the accepted
    path (`_wanted_on_path`). None when neither says."""
    parent = reached.get(index)
    if parent is not None:
        answer = step.positions[parent]
        return answer.target_text, answer.target_p
    return _wanted_on_path(step, step.graph.nodes[index])


def _target_words(step: StepTrace, index: int, verdict: str, reached: dict[int, int | None]) -> str:
    """The target's verdict on node `index`, in words for its hover (`reached`: `_reached(step)`)."""
    node = step.graph.nodes[index]
    if verdict == ACCEPTED:
        return "accepted" + ("" if node.p is None else f" (p {node.p:.2f})")
    if verdict == REJECTED:
        answer = wanted(step, index, reached)
        if answer is None:
            return "rejected" + ("" if node.p is None else f" (p {node.p:.2f})")
        return f"rejected (wanted ‘{html.escape(visible_text(answer[0]))}’, p {answer[1]:.2f})"
    if node.status == PRUNED:
        return "never judged: pruned before the target ran"
    if node.status == UNVERIFIED:
        return "never judged: over the node budget (no copy of it fit in the target's tree)"
    return "never judged: its parent was not accepted, so the walk stopped before it"


def _wanted_on_path(step: StepTrace, node) -> tuple[str, float] | None:
    """What the target wanted after a rejected node's parent, read from the accepted path (a step that records no
    verify positions): the path's next node, or the bonus after its last; None when no parent is on the path."""
    path = list(step.verdict.accepted)
    on_path = [path.index(parent) for parent in node.parents if parent in path]
    if not on_path:
        return None
    after = on_path[0] + 1
    if after < len(path):
        chosen = step.graph.nodes[path[after]]
        return (chosen.text, chosen.p) if chosen.p is not None else None
    return step.verdict.bonus_text, step.verdict.bonus_p


def _drafting_words(node) -> str:
    """How drafting left a node, in words for its hover."""
    words = []
    if node.pruned_by == "θ_path":
        words.append(f"pruned by θ_path (q {node.q:.2f}: the product of q from the root fell below θ_path)")
    elif node.pruned_by == "θ_sib":
        words.append(f"pruned by θ_sib (q {node.q:.2f} below θ_sib × the best sibling's q)")
    if node.spared:
        words.append("verified after all: the target's forward had room for it (fill)")
    if node.branch_end and node.status != PRUNED:
        words.append(f"stopped by θ_prob (q {node.q:.2f} < θ_prob: a branch end, not grown further)")
    if node.merged:
        words.append(f"merged ({len(node.parents)} parents)")
    if node.lookup:
        words.append("from the datastore" if node.retrieved else "from prompt lookup")
    return "; ".join(words) or "kept"


def _hover(step: StepTrace, index: int, verdict: str | None = None,
           reached: dict[int, int | None] | None = None) -> str:
    nodes = step.graph.nodes
    if index == len(nodes):
        text = html.escape(visible_text(step.verdict.bonus_text))
        return (f"<b>{text}</b> · bonus token<br>target: its own token after the accepted path"
                f"<br>p = {step.verdict.bonus_p:.3f}<br>depth {nodes[step.verdict.accepted[-1]].depth + 1}"
                f" · parent {step.verdict.accepted[-1]}")
    node = nodes[index]
    text = html.escape(visible_text(node.text))
    if node.status == ROOT:
        return f"<b>{text}</b> · root<br>the last committed token<br>depth 0"
    verdict = verdicts(step)[index] if verdict is None else verdict
    reached = _reached(step) if reached is None else reached
    parents = ", ".join(str(p) for p in node.parents)
    lines = [f"<b>{text}</b> · node {index}",
             f"target: {_target_words(step, index, verdict, reached)} · drafting: {_drafting_words(node)}",
             f"q = {node.q:.3f} · p = {_fmt(node.p)}",
             f"depth {node.depth} · parent{'s' if node.merged else ''} {parents}"]
    if node.merged:
        named = " + ".join(f"{html.escape(visible_text(nodes[p].text))} ({p})" for p in node.parents)
        ngram = [nodes[level[0]].text for level in reversed(ngram_levels(step, index))] + [node.text]
        shared = " ".join(html.escape(visible_text(token)) for token in ngram)
        lines.append(f"merged: {len(node.parents)} branches, after {named}")
        lines.append(f"shared n-gram: {shared} (the draft ran it once)")
    if node.retrieved:
        lines.append("from the datastore: what followed these words in the target's earlier answers (q: its share)")
    elif node.lookup:
        lines.append("from prompt lookup: what followed these words earlier in the text (q: its share)")
    if any(is_end_of_text(nodes[p].text) for p in node.parents):
        lines.append(f"after {END_LABEL}: the draft does not know the text ends; the target's verdict ends the run "
                     "there")
    return "<br>".join(lines)


def ngram_levels(step: StepTrace, index: int) -> list[list[int]]:
    """The tokens a merged node's branches share before it: going up from its parents, one level per shared
    token (nearest first), each level the node on every parent's first-parent chain. Empty when the
    parents' tokens differ (a merge on the token alone)."""
    nodes = step.graph.nodes
    levels = []
    chains = list(nodes[index].parents)
    while all(c > 0 for c in chains) and len({nodes[c].token for c in chains}) == 1:
        levels.append(chains)
        chains = [nodes[c].parents[0] for c in chains]
    return levels


def recurring_ngrams(step: StepTrace) -> set[int]:
    """Nodes of the recurring n-grams of two tokens or more: a merged node whose branches share the tokens before
    it, and going up from its parents, the nodes whose tokens agree across all of its parents' first-parent chains
    (the shared n preceding tokens). A merge on the token alone has none: its ring says it all."""
    found: set[int] = set()
    for index, node in enumerate(step.graph.nodes):
        levels = ngram_levels(step, index) if node.merged else []
        if levels:
            found.add(index)
            found.update(member for level in levels for member in level)
    return found


def merge_example(steps: list[StepTrace], max_nodes: int = 45) -> int | None:
    """A step that shows merging well (its 0-based index), or None if no step merged: a graph of at most
    `max_nodes` nodes with a merge, preferring one whose accepted path is not empty, then the most merge
    edges, then the smaller graph."""
    candidates = [i for i, step in enumerate(steps) if step.graph.has_merge and len(step.graph.nodes) <= max_nodes]
    if not candidates:
        return None
    return max(candidates, key=lambda i: (steps[i].accepted_draft_tokens > 0, len(steps[i].graph.merge_edges),
                                          -len(steps[i].graph.nodes)))


# ---- the lines under the caption: what the marks mean in this step, readable without a hover -----------------

NAME_CELLS = 14    # a token named in those lines is cut to this many monospace cells
WANTED_CELLS = 24  # the target's token where its walk stopped, the line's point, is cut later


def _named(text: str, cells: int = NAME_CELLS) -> str:
    return f"‘{truncate(visible_text(text), cells)}’"


def stop_line(step: StepTrace, reached: dict[int, int | None] | None = None) -> str:
    """Where the target's walk stopped, when it rejected a drafted node there: 'After ‘␣the’ the target wanted
    ‘␣is’ (p 0.55, the ★), not the red ‘␣sky’'. The position after the last accepted node is where the target
    chose its own token (the bonus) over the drafted children it judged there; what it wanted is the hover's
    (`wanted`). '' when it judged no drafted child there."""
    nodes = step.graph.nodes
    reached = _reached(step) if reached is None else reached
    judged = verdicts(step, reached)
    last = step.verdict.accepted[-1]

    def under_last(index: int) -> bool:
        parent = reached.get(index)
        return last in nodes[index].parents if parent is None else step.positions[parent].node == last

    red = sorted((i for i, verdict in enumerate(judged) if verdict == REJECTED and under_last(i)),
                 key=lambda i: (-nodes[i].q, i))
    answer = wanted(step, red[0], reached) if red else None
    if answer is None:
        return ""
    star = ", the ★" if answer[0] == step.verdict.bonus_text else ""
    names = ", ".join(_named(nodes[i].text) for i in red[:2]) + (f" +{len(red) - 2}" if len(red) > 2 else "")
    said = f"the target wanted {_named(answer[0], WANTED_CELLS)} (p {answer[1]:.2f}{star})"
    return f"After {_named(nodes[last].text)} {said}, not the red {names}"


def _branch(step: StepTrace, parent: int, shared: int) -> str:
    """A merged node's branch, named by its parent: the parent's token, and where the branches share `shared`
    tokens before the node, that many and one more going up its first parents (up to the root at most)."""
    nodes = step.graph.nodes
    chain = [parent]
    while len(chain) < shared + 1 and chain[-1] > 0:
        chain.append(nodes[chain[-1]].parents[0])
    return _named("".join(nodes[i].text for i in reversed(chain)))


def merge_line(step: StepTrace, judged: list[str] | None = None) -> str:
    """The step's merged nodes with their parents, at most two (the accepted first, then the judged): 'Merged
    (ring, dashed edges): ‘␣sky’ follows both ‘␣the’ and ‘␣a’ · 1 more'. '' for a step without a merge."""
    nodes = step.graph.nodes
    judged = verdicts(step) if judged is None else judged
    merged = [i for i, node in enumerate(nodes) if node.merged]
    if not merged:
        return ""
    first = sorted(merged, key=lambda i: (judged[i] != ACCEPTED, judged[i] != REJECTED, i))
    said = []
    for index in first[:2]:
        shared = len(ngram_levels(step, index))
        branches = [_branch(step, parent, shared) for parent in nodes[index].parents]
        both = "both " if len(branches) == 2 else ""
        said.append(f"{_named(nodes[index].text)} follows {both}{', '.join(branches[:-1])} and {branches[-1]}")
    more = f" · {len(merged) - 2} more" if len(merged) > 2 else ""
    return "Merged (ring, dashed edges): " + "; ".join(said) + more


def _edges(layout: DagLayout, pairs: list[tuple[int, int]]) -> tuple[list, list]:
    xs: list = []
    ys: list = []
    for a, b in pairs:
        xs += [layout.x[a], layout.x[b], None]
        ys += [-layout.y[a], -layout.y[b], None]
    return xs, ys


def legend_rows(names: list[str], width_px: float = MIN_PLOT_WIDTH_PX) -> int:
    """How many rows a horizontal legend of `names` takes in a figure `width_px` wide (an estimate, on the safe
    side: the figure leaves that much room under its axis, so that no entry is cut off)."""
    rows, used = 1, 0.0
    room = width_px - MARGIN["l"] - MARGIN["r"]
    for name in names:
        wide = LEGEND_ENTRY_PX + len(name) * LEGEND_CHAR_PX
        if used and used + wide > room:
            rows, used = rows + 1, 0.0
        used += wide
    return rows


def _figure(data: list[dict], layout: dict) -> go.Figure:
    """A figure from plain dicts, without plotly's per-property validation (it costs more than the whole
    layout of a 100-node step); the tests validate what this module builds. No default template."""
    return go.Figure({"data": data, "layout": {"template": {}, **layout}}, _validate=False)


def dag_figure(step: StepTrace, *, title: str | None = None, legend: bool = True) -> go.Figure:
    """One step's token DAG: nodes by depth, labelled with their text. A node's fill is the target's verdict
    (`verdicts`: root, accepted, rejected, the bonus token, hollow where the target never judged it); the marks on
    and around it are how drafting left it: an amber rim stopped by θ_prob, a cross pruned by θ_sib or θ_path, a
    pink rim over the node budget, a ring merged (every edge into it dashed, a shared n-gram haloed), a square from
    prompt lookup. The legend keys each mark the figure draws, once, and only those (the root is named by the axis).
    Under the caption, a line says what the target wanted where its walk stopped (`stop_line`) and one names the
    merged nodes' parents (`merge_line`). Without `legend` (where the text beside it keys the marks) the figure is
    as much shorter as the legend's room under the axis."""
    layout = layout_step(step)
    nodes = step.graph.nodes
    n = len(nodes)
    accepted = step.verdict.accepted
    path_edges = list(zip(accepted, accepted[1:]))
    on_path = set(path_edges)
    tree_edges = [(node.parents[0], i) for i, node in enumerate(nodes[1:], start=1)
                  if (node.parents[0], i) not in on_path and not node.merged]
    # every edge into a merged node, its first parent's too, so that its parents read as such
    merge_edges = [(p, i) for i, node in enumerate(nodes) if node.merged for p in node.parents if (p, i) not in on_path]
    rank = {key: number for number, key in enumerate(VERDICTS + DRAFT_MARKS, start=1)}  # the legend's order

    def markers(key: str, members: list[int], marker: dict) -> list[dict]:
        """A mark's trace (none when no node has it: the legend keys only what the figure draws)."""
        return [{"type": "scatter", "mode": "markers", "name": MARKS[key], "legendgroup": key,
                 "legendrank": rank[key], "hoverinfo": "skip", "x": [layout.x[i] for i in members],
                 "y": [-layout.y[i] for i in members], "marker": marker}] if members else []

    data = markers(NGRAM, sorted(recurring_ngrams(step)),
                   {"size": layout.marker_px * 2.1, "color": COLORS[NGRAM], "line": {"width": 0}})
    for pairs, color, width, dash, name in (
            (tree_edges, COLORS["edge"], 1.2, "solid", "draft edge"),
            (merge_edges, COLORS[MERGED], 1.8, "dash", MARKS["merge_edge"]),
            (path_edges, COLORS[ACCEPTED], 3.0, "solid", "accepted edge"),
            ([(accepted[-1], n)], COLORS[BONUS], 2.0, "dot", "bonus edge")):
        xs, ys = _edges(layout, pairs)  # no edge keys itself: the ring's entry keys the merge edges with it
        data.append({"type": "scatter", "mode": "lines", "name": name, "x": xs, "y": ys, "hoverinfo": "skip",
                     "showlegend": False, **({"legendgroup": MERGED} if name == MARKS["merge_edge"] else {}),
                     "line": {"color": color, "width": width, "dash": dash}})
    outer = layout.marker_px + 7
    data += markers(MERGED, [i for i, node in enumerate(nodes) if node.merged],
                    {"size": outer, "color": COLORS[MERGED], "symbol": "circle-open",
                     "line": {"width": 2.2, "color": COLORS[MERGED]}})
    data += markers(LOOKUP, [i for i, node in enumerate(nodes) if node.lookup and not node.retrieved],
                    {"size": outer, "color": COLORS[LOOKUP], "symbol": "square-open",
                     "line": {"width": 2, "color": COLORS[LOOKUP]}})
    data += markers(RETRIEVED, [i for i, node in enumerate(nodes) if node.retrieved],
                    {"size": outer, "color": COLORS[RETRIEVED], "symbol": "diamond-open",
                     "line": {"width": 2, "color": COLORS[RETRIEVED]}})

    # The fill: the target's verdict, a trace per verdict (its legend entry keys the fill alone).
    reached = _reached(step)
    judged = verdicts(step, reached) + [BONUS]
    for verdict in VERDICTS:
        chosen = [i for i in range(n + 1) if judged[i] == verdict]
        if not chosen:
            continue
        hollow = verdict == NOT_REACHED
        data.append({
            "type": "scatter", "mode": "markers+text", "name": MARKS[verdict], "legendgroup": verdict,
            "showlegend": verdict != ROOT,  # the axis names the root
            "legendrank": rank[verdict], "x": [layout.x[i] for i in chosen], "y": [-layout.y[i] for i in chosen],
            "customdata": chosen, "text": [html.escape(layout.labels[i]) for i in chosen],
            "textposition": "middle right",
            "textfont": {"family": LABEL_FONT, "size": layout.font_px, "shadow": LABEL_HALO,
                         "color": "#6b7280" if hollow else "#111827"},
            "hovertext": [_hover(step, i, judged[i], reached) for i in chosen], "hoverinfo": "text",
            "marker": {"size": layout.marker_px, "color": COLORS[verdict],
                       "symbol": "star" if verdict == BONUS else "circle",
                       "line": {"width": 1.5, "color": COLORS["outline"]} if hollow
                       else {"width": 1, "color": "white"}}})
    # The marks on a node (drawn over it): why drafting stopped there, or why the target never saw it. The budget's
    # rim sits outside θ_prob's, so a node with both shows both.
    for key, members, symbol, grow, width in (
            (STOPPED, [i for i, node in enumerate(nodes) if node.branch_end and node.status != PRUNED],
             "circle-open", 1, 2.5),
            (PRUNED, [i for i, node in enumerate(nodes) if node.status == PRUNED], "circle-x-open", 0, 1.5),
            (UNVERIFIED, [i for i, node in enumerate(nodes) if node.status == UNVERIFIED], "circle-open", 5, 2)):
        data += markers(key, members, {"size": layout.marker_px + grow, "symbol": symbol,
                                       "color": COLORS[key], "line": {"width": width, "color": COLORS[key]}})

    deepest = int(max(layout.x))
    plot_px = layout.height_px - MARGIN["t"] - MARGIN["b"]
    keyed = [trace["name"] for trace in sorted(data, key=lambda t: t.get("legendrank", 1000))
             if trace.get("showlegend", True)]
    bottom = (max(MARGIN["b"], LEGEND_TOP_PX + legend_rows(keyed) * LEGEND_ROW_PX + 8) if legend
              else AXIS_ONLY_BOTTOM_PX)
    # The caption's first line is the title; its notes, one a line, sit under it, above the plot: where the walk
    # stopped and what the target wanted there, the merges' parents, then the caption's own (why a sized step's
    # tree stopped, what a step the run ended inside kept, drafting past an end of text).
    caption, *notes = (step_caption(step) if title is None else title).split("\n")
    caption, rest = fitted(caption)
    notes = rest + [line for line in (stop_line(step, reached), merge_line(step, judged)) if line] + notes
    notes = [part for note in notes for part in textwrap.wrap(note, NOTE_CHARS, break_long_words=False) or [""]]
    top = MARGIN["t"] + TITLE_LINE_PX * len(notes)
    height = layout.height_px - MARGIN["t"] - MARGIN["b"] + top + bottom  # the same plot area whatever the margins
    return _figure(data, {
        "height": height, "margin": {**MARGIN, "t": top, "b": bottom, "autoexpand": False},
        "title": {"text": html.escape(caption), "x": 0.01, "xanchor": "left",
                  "y": 1 - 12 / height, "yanchor": "top", "font": {"size": TITLE_PX}},
        "annotations": [{"text": "<br>".join(html.escape(note) for note in notes), "showarrow": False, "x": 0,
                         "y": 1, "xref": "paper", "yref": "paper", "xanchor": "left", "yanchor": "bottom",
                         "yshift": 2, "align": "left", "font": {"size": 12, "color": "#4b5563"}}] if notes else [],
        "showlegend": legend, "hovermode": "closest", "dragmode": "pan",
        "plot_bgcolor": "white", "paper_bgcolor": "white", "font": {"color": "#111827"},
        "legend": {"orientation": "h", "x": 0, "xanchor": "left", "y": -LEGEND_TOP_PX / plot_px, "yanchor": "top",
                   "font": {"size": 11}, "itemsizing": "constant"},
        "xaxis": {"range": list(layout.x_range), "tickmode": "array", "tickvals": list(range(deepest + 1)),
                  "ticktext": ["root"] + [str(d) for d in range(1, deepest + 1)],
                  "title": {"text": "depth", "standoff": 4}, "showgrid": True, "gridcolor": "#f1f3f5",
                  "zeroline": False, "showline": False},
        "yaxis": {"range": list(layout.y_range), "visible": False},
        "hoverlabel": {"font": {"family": LABEL_FONT, "size": 12}, "align": "left"},
    })


TITLE_CHARS = 120  # a title's characters that fit the graph's width in the first view (1,400 px window)
NOTE_CHARS = 130   # and a line's under it (a smaller font)


def fitted(caption: str, width: int = TITLE_CHARS) -> tuple[str, list[str]]:
    """The caption's first line cut at its last " · " within `width` characters, and the rest as a line of its own
    (plotly does not wrap a title; a cut one would lose what the step accepted)."""
    if len(caption) <= width or " · " not in caption[:width]:
        return caption, []
    cut = caption.rindex(" · ", 0, width)
    return caption[:cut], [caption[cut + 3:]]


def empty_figure(message: str = "No step to show yet") -> go.Figure:
    """A blank panel with a message, for before the first step."""
    return _figure([], {
        "height": MIN_HEIGHT_PX, "margin": {**MARGIN, "b": 20}, "plot_bgcolor": "white", "paper_bgcolor": "white",
        "xaxis": {"visible": False}, "yaxis": {"visible": False},
        "annotations": [{"text": html.escape(message), "showarrow": False, "x": 0.5, "y": 0.5, "xref": "paper",
                         "yref": "paper", "font": {"size": 14, "color": "#6b7280"}}]})
