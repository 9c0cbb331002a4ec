"""The game's data files (icons), installed as the package ``cassino_desktop.resources``.

They sit at the top of the checkout beside the code rather than inside it;
``pyproject.toml`` maps this folder into the package (``package-dir``) and
``packaging/cassino.spec`` carries it into the frozen app under the same
name, so ``importlib.resources`` finds them the same way everywhere.
"""
