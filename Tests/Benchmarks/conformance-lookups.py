"""gdb script: every distinct conformance look-up a livepeek process makes, with the code that made it.

The Swift runtime answers a first look-up of a (type, protocol) pair by scanning every conformance
record in the binary (BENCHMARKS.md, "Goals"), so each distinct pair costs about half a million
instructions once. Breaks on the runtime's look-up entries, keeps the first call of each pair with
its stack, and at exit writes to $LOOKUPS_OUT one block per pair: `== Type : Protocol`, then the
mangled names of the frames above the runtime. Run by conformance-lookups.sh, which demangles.
Names are read from the metadata (nominal types' context descriptors), without calling into the
process; other kinds print as `class`, `tuple`, `function`, `existential` or `metatype`.
"""
import os

import gdb

seen = {}
order = []


def read(address, size, signed=False):
    return int.from_bytes(gdb.selected_inferior().read_memory(address, size).tobytes(), "little", signed=signed)


def c_string(address):
    return gdb.selected_inferior().read_memory(address, 96).tobytes().split(b"\0")[0].decode("latin1")


def descriptor_name(descriptor):
    """A context descriptor's name: a relative pointer 8 bytes in (flags, parent, name)."""
    return c_string(descriptor + 8 + read(descriptor + 8, 4, signed=True))


def type_name(metadata):
    try:
        kind = read(metadata, 8)
        if kind in (0x200, 0x201, 0x202):  # struct, enum, optional
            descriptor = read(metadata + 8, 8)
            name = descriptor_name(descriptor)
            parent = read(descriptor + 4, 4, signed=True)
            if parent:
                try:
                    name = descriptor_name(descriptor + 4 + parent) + "." + name
                except gdb.MemoryError:
                    pass
            return name
        return {0x301: "tuple", 0x302: "function", 0x303: "existential", 0x304: "metatype"}.get(
            kind, "class" if kind > 0x7FF else f"kind {kind:#x}")
    except gdb.MemoryError:
        return "?"


class LookUp(gdb.Breakpoint):
    def stop(self):
        frame = gdb.selected_frame()
        metadata, protocol = int(frame.read_register("rdi")), int(frame.read_register("rsi"))
        if (metadata, protocol) in seen:
            return False
        frames = []
        caller = frame.older()
        while caller is not None and len(frames) < 24:
            frames.append(caller.name() or "?")
            caller = caller.older()
        try:
            protocol_name = descriptor_name(protocol)
        except gdb.MemoryError:
            protocol_name = "?"
        seen[(metadata, protocol)] = (type_name(metadata), protocol_name, frames)
        order.append((metadata, protocol))
        return False


def write(_event):
    with open(os.environ["LOOKUPS_OUT"], "w") as out:
        for key in order:
            name, protocol, frames = seen[key]
            out.write(f"== {name} : {protocol}\n")
            for frame in frames:
                out.write(f"   {frame}\n")


for entry in ("swift_conformsToProtocolCommon", "swift_conformsToProtocol", "swift_conformsToProtocolWithExecutionContext"):
    LookUp(entry, internal=True)
gdb.events.exited.connect(write)
