"""The "Settings" section: the controls, the presets (whose choice sits in the first view) and what a chosen mode
fixes (`controls`), and the what-if that drafts the step on show again when a drafting setting moves after a run
(`what_if`).
"""
