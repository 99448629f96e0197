"""One step added to setuptools' build of the package, whose configuration is all in pyproject.toml.

GET /rules (api/routes/rules_page.py) serves the rule book, docs/rules.md, which stays where the code, the tests
and the contract cite it, outside the ``api`` package. Package data cannot name a file outside its package, so the
build copies it into the built package as ``api/static/rules.md``, and fails without it; MANIFEST.in takes it into
the sdist. An editable install gets no copy: it runs from the checkout, which reads docs/rules.md itself.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

RULES = Path("docs", "rules.md")  # setuptools runs this file from the project's root
PACKAGED_RULES = ("api", "static", "rules.md")


class BuildWithRules(build_py):
    """``build_py``, then docs/rules.md into the built ``api`` package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        if not RULES.is_file():
            raise FileNotFoundError(f"{RULES} is missing: GET /rules serves it, so the package is built with it")
        self.copy_file(str(RULES), str(Path(self.build_lib, *PACKAGED_RULES)))


setup(cmdclass={"build_py": BuildWithRules})
