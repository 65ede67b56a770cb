"""The run's own flow, under every section: the events (`handlers`: load, Generate, Stop, scrub, upload, replay, the
settings' events), what a visitor's page holds and the checks on what it accepts (`session`), what a run is made of
and its turn for the model (`requests`), a visitor's place in that line (`line`), letting go of a visitor who left
(`visitors`), the conversation a follow-up continues (`conversation`) and its earlier turns above the text (`turns`),
and the one picture of the run on show that every panel reads (`shown`).
"""
