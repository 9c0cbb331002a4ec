"""What the compiler of the engine's busiest modules (``native_build``) is told, and plain Python is not.

``mypyc_attr(native_class=False)`` keeps a class a Python class when its
module is compiled: one pickled whole between processes, one made field by
field, one that is an ``int``. The type checker and the compiler read the
real decorator; a game run as Python applies one that changes nothing, so
it needs neither the compiler's package nor the memory its import takes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    _Class = TypeVar("_Class")

    def mypyc_attr(*_flags: Any, **_settings: Any) -> Any:
        """The compiler's class settings, read from the source; at run time nothing to do."""

        def unchanged(cls: _Class) -> _Class:
            return cls

        return unchanged
