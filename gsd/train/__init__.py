"""The embedded draft's recipe: how `python -m gsd distill` builds the draft by distilling the target.

Modules, in the order a run uses them:
- cli: the command line's flags, turned into a CorpusConfig and a TrainConfig; runs the stages.
- corpus: the training prompts, the target's answers to them in shards, and reading those shards back.
- architecture: the draft's shape and where its weights start (projected from the target, or grown).
- trainer: the training loop (TrainConfig: every training setting), resumable from its checkpoint.
- quality: a draft's agreement with the target on held-out answers, and its forward cost.
- recipe: a draft's folder: weights, head tokens, distill.json and the model card written from it.
The feature head's (`python -m gsd train-head`): head_cli (its command), head (its training), head_quality (how good a
saved head is).

Nothing here is imported by the engine or the page: loading a pair and decoding live in `gsd.models` and
`gsd.engine`.
"""
