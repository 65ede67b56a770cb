"""The "Inside this step" section: the step on show taken apart stage by stage. `panel` is the section's panel and
lists a step's stages; `draft` draws the draft stages and prompt lookup, `tree` the verify forward's tree and its
mask, `words` the tree stages in words, `common` what they share; `events` picks a stage and plays them.
"""
