"""The "Compare modes, and the race" section: the Compare button's runs, every mode on one prompt one after the other
(`runs`), the panel that draws what they left (`panel`: the table, the chart, the selector) and the race of their
texts at the recorded pace (`race`).
"""
