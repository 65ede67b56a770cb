"""The GPU kit's stages, a module each (`scripts/gpu_kit.py` is the command and says how a lease runs them):
`common` (what they share), `parts` (the target's travel in parts), `check`, `bench`, `train`, `collect`."""
