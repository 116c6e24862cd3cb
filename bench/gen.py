#!/usr/bin/env python3
"""Benchmark inputs for `course check` against `opt-22 -passes=verify`: deterministic LLVM IR.

  gen.py pathological --cases 10000 --phis 100 -o patho.ll
      Lesson 9.3, section 5: a switch with CASES cases, each case block branching to one
      join block that starts with PHIS phis: CASES * PHIS phi operands, all to be checked.
  gen.py realistic --mb 10 [--seed 1] -o real.ll
      A module of at least MB MiB of functions shaped like clang -O2 output: rotated loops
      with phis, diamonds, switches (with parallel edges), calls, getelementptr, loads and
      stores with !tbaa, invoke + landingpad with a personality, numbered or named values.

The same arguments always give the same bytes: randomness is a SplitMix64 of our own, not
Python's `random`, whose algorithms may change between versions. `--plain` leaves out
metadata and attribute groups, for a checker that does not read them yet.
"""

import argparse
import re
import sys

MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: tiny, fixed forever, good enough for shapes of code."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next_u64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return (self.next_u64() >> 32) * n >> 32

    def chance(self, percent):
        return self.below(100) < percent

    def pick(self, items):
        return items[self.below(len(items))]


# --------------------------------------------------------------------------------------
# Pathological input
# --------------------------------------------------------------------------------------


def pathological(cases, phis, out):
    """One function: entry switches on %x into CASES blocks; every case block computes four
    values and branches to %join, whose PHIS phis each take one value per incoming edge."""
    w = out.write
    w("; Lesson 9.3, section 5: %d cases into one join with %d phis (%d phi operands).\n"
      % (cases, phis, cases * phis))
    w("define i64 @pathological(i32 %x, i64 %a) {\nentry:\n  switch i32 %x, label %join [\n")
    for j in range(cases):
        w("    i32 %d, label %%c%d\n" % (j, j))
    w("  ]\n")
    for j in range(cases):
        w("\nc%d:\n" % j)
        w("  %%v%d.0 = add i64 %%a, %d\n" % (j, j))
        w("  %%v%d.1 = mul i64 %%v%d.0, %d\n" % (j, j, j + 3))
        w("  %%v%d.2 = xor i64 %%v%d.1, %%a\n" % (j, j))
        w("  %%v%d.3 = sub i64 %%v%d.2, %%v%d.0\n" % (j, j, j))
        w("  br label %join\n")
    w("\njoin:\n")
    for k in range(phis):
        entries = ["[ %d, %%entry ]" % k]
        for j in range(cases):
            entries.append("[ %%v%d.%d, %%c%d ]" % (j, (j + k) % 4, j))
        w("  %%p%d = phi i64 %s\n" % (k, ", ".join(entries)))
    w("  %s0 = add i64 %p0, 0\n")
    for k in range(1, phis):
        w("  %%s%d = add i64 %%s%d, %%p%d\n" % (k, k - 1, k))
    w("  ret i64 %%s%d\n}\n" % (phis - 1))


# --------------------------------------------------------------------------------------
# Realistic module
# --------------------------------------------------------------------------------------

EXTERNALS = [
    ("i64", "@ext_hash", ["i64", "i32"]),
    ("i32", "@ext_classify", ["i32"]),
    ("i64", "@ext_mix", ["i64", "i64"]),
    ("i32", "@ext_lookup", ["ptr", "i64"]),
    ("i64", "@ext_scale", ["i64"]),
    ("i32", "@ext_clamp", ["i32", "i32"]),
]
# Every defined function has this signature, so that they can call each other.
PARAMS = [("ptr", "p"), ("i64", "n"), ("i32", "k")]
BIN_I64 = ["add nsw", "sub nsw", "mul nsw", "xor", "and", "or", "shl nuw nsw", "add nuw nsw"]
BIN_I32 = ["add nsw", "sub nsw", "mul nsw", "xor", "and", "or"]
PREDS = ["slt", "sgt", "eq", "ne", "ult", "sge"]


class Function:
    """One function under construction. Values and blocks are symbols (`%v12`, `%b3`) that
    `render` turns into clang's numbering (`%12`) or into readable names."""

    def __init__(self, rng, name, module, eh):
        self.rng = rng
        self.name = name
        self.module = module
        self.eh = eh
        self.hints = {}
        self.blocks = []
        self.late = []  # blocks laid out at the end (shared cleanup landing pads)
        self.cur = None
        self.cleanup_pad = None

    # symbols -------------------------------------------------------------------------

    def sym(self, prefix, hint):
        s = "%%%s%d" % (prefix, len(self.hints))
        self.hints[s] = hint
        return s

    def val(self, hint):
        return self.sym("v", hint)

    def new_block(self, hint):
        return self.sym("b", hint)

    def start(self, label, late=False):
        self.cur = [label, []]
        (self.late if late else self.blocks).append(self.cur)

    def emit(self, line):
        self.cur[1].append(line)

    def md(self, text):
        return "" if self.module.plain else text

    # building blocks -------------------------------------------------------------------

    def binop(self, env, ty):
        ops = BIN_I64 if ty == "i64" else BIN_I32
        a, b = self.rng.pick(env[ty]), self.rng.pick(env[ty])
        if self.rng.chance(30):
            b = str(1 + self.rng.below(40))
        op = self.rng.pick(ops)
        v = self.val(op.split()[0])
        self.emit("%s = %s %s %s, %s" % (v, op, ty, a, b))
        env[ty].append(v)
        return v

    def convert(self, env):
        if self.rng.chance(50):
            v = self.val("conv")
            self.emit("%s = sext i32 %s to i64" % (v, self.rng.pick(env["i32"])))
            env["i64"].append(v)
        else:
            v = self.val("conv")
            self.emit("%s = trunc i64 %s to i32" % (v, self.rng.pick(env["i64"])))
            env["i32"].append(v)

    def memory(self, env):
        """getelementptr into the pointer parameter or a global table, then load or store."""
        idx = self.rng.pick(env["i64"])
        if self.rng.chance(30):
            masked = self.val("idxprom")
            self.emit("%s = and i64 %s, 63" % (masked, idx))
            gep = self.val("arrayidx")
            self.emit("%s = getelementptr inbounds nuw i32, ptr @table%d, i64 %s"
                      % (gep, self.rng.below(4), masked))
        else:
            gep = self.val("arrayidx")
            self.emit("%s = getelementptr inbounds i32, ptr %%p, i64 %s" % (gep, idx))
        if self.rng.chance(65):
            v = self.val("ld")
            self.emit("%s = load i32, ptr %s, align 4%s" % (v, gep, self.md(", !tbaa !5")))
            env["i32"].append(v)
        else:
            self.emit("store i32 %s, ptr %s, align 4%s"
                      % (self.rng.pick(env["i32"]), gep, self.md(", !tbaa !5")))

    def call(self, env):
        if self.module.defined and self.rng.chance(30):
            callee = self.rng.pick(self.module.defined)
            v = self.val("call")
            self.emit("%s = tail call i64 %s(ptr noundef %%p, i64 noundef %s, i32 noundef %s)"
                      % (v, callee, self.rng.pick(env["i64"]), self.rng.pick(env["i32"])))
            env["i64"].append(v)
            return
        ret, name, args = self.rng.pick(EXTERNALS)
        v = self.val("call")
        actual = ", ".join("%s noundef %s" % (t, "%p" if t == "ptr" else self.rng.pick(env[t]))
                           for t in args)
        self.emit("%s = tail call %s %s(%s)" % (v, ret, name, actual))
        env[ret].append(v)

    def select(self, env):
        c = self.val("cmp")
        self.emit("%s = icmp %s i64 %s, %s" % (c, self.rng.pick(PREDS),
                                              self.rng.pick(env["i64"]), self.rng.pick(env["i64"])))
        v = self.val("spec.select")
        self.emit("%s = select i1 %s, i64 %s, i64 %s"
                  % (v, c, self.rng.pick(env["i64"]), self.rng.pick(env["i64"])))
        env["i64"].append(v)

    def straight(self, env, count):
        for _ in range(count):
            r = self.rng.below(100)
            if r < 40:
                self.binop(env, "i64" if self.rng.chance(60) else "i32")
            elif r < 60:
                self.memory(env)
            elif r < 70:
                self.convert(env)
            elif r < 82:
                self.select(env)
            else:
                self.call(env)

    def cond(self, env):
        c = self.val("cmp")
        ty = "i64" if self.rng.chance(60) else "i32"
        self.emit("%s = icmp %s %s %s, %s" % (c, self.rng.pick(PREDS), ty,
                                             self.rng.pick(env[ty]), self.rng.pick(env[ty])))
        return c

    # regions: each starts in self.cur and ends in self.cur, returning an i64 result -----

    def region(self, env, depth):
        r = self.rng.below(100)
        if depth >= 3 or r < 25:
            self.straight(env, 2 + self.rng.below(6))
            return self.rng.pick(env["i64"])
        if r < 32:
            return self.check(env)
        if r < 45:
            return self.diamond(env, depth)
        if r < 65:
            return self.loop(env, depth)
        if r < 80:
            return self.switch(env, depth)
        if self.eh:
            return self.invoke(env, depth)
        return self.diamond(env, depth)

    def sub_region(self, env, depth):
        """A nested region in a copy of the environment: its values die at the join."""
        inner = {t: list(vs) for t, vs in env.items()}
        v = self.region(inner, depth + 1)
        if self.rng.chance(50):
            self.straight(inner, 1 + self.rng.below(3))
            v = self.rng.pick(inner["i64"])
        return v

    def diamond(self, env, depth):
        c = self.cond(env)
        then, join = self.new_block("if.then"), self.new_block("if.end")
        triangle = self.rng.chance(40)
        other = join if triangle else self.new_block("if.else")
        here = self.cur[0]
        fallback = self.rng.pick(env["i64"])
        self.emit("br i1 %s, label %s, label %s" % (c, then, other))
        self.start(then)
        a = self.sub_region(env, depth)
        then_end = self.cur[0]
        self.emit("br label %s" % join)
        if triangle:
            incoming = [(a, then_end), (fallback, here)]
        else:
            self.start(other)
            b = self.sub_region(env, depth)
            else_end = self.cur[0]
            self.emit("br label %s" % join)
            incoming = [(a, then_end), (b, else_end)]
        self.start(join)
        return self.phi(env, incoming)

    def check(self, env):
        """A run-time check that calls a noreturn function: the cold block ends in
        `unreachable`, as after an assertion or a bounds check."""
        c = self.cond(env)
        cont, fail = self.new_block("cont"), self.new_block("trap")
        self.emit("br i1 %s, label %s, label %s%s"
                  % (c, cont, fail, self.md(", !prof !%d" % self.module.prof_md)))
        self.start(fail)
        self.emit("tail call void @abort()%s" % ("" if self.module.plain else " #2"))
        self.emit("unreachable")
        self.start(cont)
        self.straight(env, 1 + self.rng.below(3))
        return self.rng.pick(env["i64"])

    def phi(self, env, incoming):
        v = self.val("phi")
        self.emit("%s = phi i64 %s" % (v, ", ".join("[ %s, %s ]" % e for e in incoming)))
        env["i64"].append(v)
        return v

    def loop(self, env, depth):
        """A loop as clang -O2 leaves it: guarded, rotated, with an exit phi."""
        guard = self.val("cmp")
        trip = self.rng.pick(env["i64"])
        self.emit("%s = icmp sgt i64 %s, 0" % (guard, trip))
        body, exit_ = self.new_block("for.body"), self.new_block("for.end")
        here = self.cur[0]
        self.emit("br i1 %s, label %s, label %s" % (guard, body, exit_))
        init = self.rng.pick(env["i64"])
        iv, acc = self.val("indvars.iv"), self.val("acc")
        iv_next, acc_next = self.val("indvars.iv.next"), self.val("acc.next")
        self.start(body)
        header_phis = len(self.cur[1])
        inner = {t: list(vs) for t, vs in env.items()}
        inner["i64"] += [iv, acc]
        self.emit(None)  # placeholders for the two phis, filled in once the latch is known
        self.emit(None)
        v = self.region(inner, depth + 1)
        self.emit("%s = add nsw i64 %s, %s" % (acc_next, acc, v))
        self.emit("%s = add nuw nsw i64 %s, 1" % (iv_next, iv))
        done = self.val("exitcond")
        self.emit("%s = icmp eq i64 %s, %s" % (done, iv_next, trip))
        latch = self.cur[0]
        self.module.loops += 1
        loop_md = self.md(", !llvm.loop !%d" % (self.module.loop_md_base + self.module.loops))
        self.emit("br i1 %s, label %s, label %s%s" % (done, exit_, body, loop_md))
        body_lines = next(b for b in self.blocks if b[0] == body)[1]
        body_lines[header_phis] = "%s = phi i64 [ 0, %s ], [ %s, %s ]" % (iv, here, iv_next, latch)
        body_lines[header_phis + 1] = "%s = phi i64 [ %s, %s ], [ %s, %s ]" % (
            acc, init, here, acc_next, latch)
        self.start(exit_)
        return self.phi(env, [(init, here), (acc_next, latch)])

    def switch(self, env, depth):
        scrut = self.val("and")
        self.emit("%s = and i32 %s, 15" % (scrut, self.rng.pick(env["i32"])))
        ncases = 2 + self.rng.below(6)
        case_blocks = [self.new_block("sw.bb") for _ in range(ncases)]
        default, join = self.new_block("sw.default"), self.new_block("sw.epilog")
        # __builtin_unreachable() in `default:` leaves an unreachable default destination.
        unreachable_default = self.rng.chance(20)
        if unreachable_default:
            default = self.new_block("default.unreachable")
        here = self.cur[0]
        const = str(self.rng.below(100))
        targets = []
        value = 0
        for b in case_blocks:
            targets.append((value, b))
            value += 1 + self.rng.below(2)
            if self.rng.chance(20):  # two case values into one block: parallel edges
                targets.append((value, b))
                value += 1
        direct = self.rng.below(3)  # case values that jump straight to the join
        for _ in range(direct):
            targets.append((value, join))
            value += 1
        self.emit("switch i32 %s, label %s [" % (scrut, default))
        for c, b in targets:
            self.emit("  i32 %d, label %s" % (c, b))
        self.emit("]")
        incoming = [(const, here)] * direct
        if unreachable_default:
            self.start(default)
            self.emit("unreachable")
        for b in case_blocks + ([] if unreachable_default else [default]):
            self.start(b)
            v = self.sub_region(env, depth)
            incoming.append((v, self.cur[0]))
            self.emit("br label %s" % join)
        self.start(join)
        return self.phi(env, incoming)

    def invoke(self, env, depth):
        """An invoke whose result is used past its normal edge; the unwind edge goes either to
        the function's shared cleanup pad (resume) or to a local catch-all that rejoins."""
        v = self.val("call")
        x = self.rng.pick(env["i64"])
        if self.rng.chance(50):
            pad = self.cleanup()
            cont = self.new_block("invoke.cont")
            self.emit("%s = invoke noundef i64 @may_throw(i64 noundef %s)" % (v, x))
            self.emit("        to label %s unwind label %s" % (cont, pad))
            self.start(cont)
            env["i64"].append(v)
            return v
        here = self.cur[0]
        lpad, join = self.new_block("lpad"), self.new_block("try.cont")
        self.emit("%s = invoke noundef i64 @may_throw(i64 noundef %s)" % (v, x))
        self.emit("        to label %s unwind label %s" % (join, lpad))
        self.start(lpad)
        lp, exn = self.val("lp"), self.val("exn")
        self.emit("%s = landingpad { ptr, i32 }" % lp)
        self.emit("        catch ptr null")
        self.emit("%s = extractvalue { ptr, i32 } %s, 0" % (exn, lp))
        self.emit("%s = tail call ptr @__cxa_begin_catch(ptr %s)" % (self.val("begin"), exn))
        self.emit("tail call void @__cxa_end_catch()")
        self.emit("br label %s" % join)
        self.start(join)
        return self.phi(env, [(v, here), ("-1", lpad)])

    def cleanup(self):
        if self.cleanup_pad is None:
            self.cleanup_pad = self.new_block("ehcleanup")
            saved = self.cur
            self.start(self.cleanup_pad, late=True)
            lp = self.val("lp")
            self.emit("%s = landingpad { ptr, i32 }" % lp)
            self.emit("        cleanup")
            self.emit("call void @release(ptr noundef %p)")
            self.emit("resume { ptr, i32 } %s" % lp)
            self.cur = saved
        return self.cleanup_pad

    # the whole function ----------------------------------------------------------------

    def build(self):
        entry = self.new_block("entry")
        self.start(entry)
        env = {"i64": ["%n"], "i32": ["%k"]}
        self.straight(env, 1 + self.rng.below(3))
        acc = self.rng.pick(env["i64"])
        for _ in range(1 + self.rng.below(4)):
            v = self.region(env, 0)
            s = self.val("add")
            self.emit("%s = add nsw i64 %s, %s" % (s, acc, v))
            acc = s
            env["i64"].append(s)
        self.emit("ret i64 %s" % acc)

    def render(self, numbered):
        order = self.blocks + self.late
        names = {}
        if numbered:
            counter = len(PARAMS)
            for i, (label, lines) in enumerate(order):
                if i > 0:
                    names[label] = "%%%d" % counter
                    counter += 1
                else:  # clang leaves the entry block unlabelled: it takes the next number
                    names[label] = "%%%d" % counter
                    counter += 1
                for line in lines:
                    head = line.split(" = ", 1)[0] if " = " in line else ""
                    if head.startswith("%v"):
                        names[head] = "%%%d" % counter
                        counter += 1
        else:
            for s, hint in self.hints.items():
                names[s] = "%%%s%s" % (hint, s[2:])
        params = ", ".join("%s noundef %%%s" % (t, n) for t, n in PARAMS)
        if numbered:
            for i, (t, n) in enumerate(PARAMS):
                names["%" + n] = "%%%d" % i
            params = ", ".join("%s noundef %%%d" % (t, i) for i, (t, _) in enumerate(PARAMS))
        personality = " personality ptr @__gxx_personality_v0" if self.eh else ""
        attrs = "" if self.module.plain else " #0"
        out = ["define dso_local i64 %s(%s) local_unnamed_addr%s%s {"
               % (self.name, params, attrs, personality)]
        preds = predecessor_comments(order)
        for i, (label, lines) in enumerate(order):
            if i > 0 or not numbered:
                if i > 0:
                    out.append("")
                head = names[label][1:] + ":"
                if label in preds:
                    comment = ", ".join(names[b] for b in preds[label])
                    head = "%-49s ; preds = %s" % (head, comment)
                out.append(head)
            for line in lines:
                out.append(("  " if not line.startswith("        ") else "") + line)
        out.append("}")
        text = "\n".join(out) + "\n\n"
        return substitute(text, names)


def predecessor_comments(order):
    """The `; preds = ...` comment clang prints after each label: distinct predecessors,
    most recent first (LLVM's use-list order)."""
    preds = {}
    for label, lines in order:
        for line in lines:
            for target in re.findall(r"label (%b\d+)", line):
                seen = preds.setdefault(target, [])
                if label not in seen:
                    seen.insert(0, label)
    return preds


def substitute(text, names):
    """Replaces every symbol `%v12` / `%b3` / `%p` ... by its final name, longest first."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        j = text.find("%", i)
        if j < 0:
            out.append(text[i:])
            break
        out.append(text[i:j])
        k = j + 1
        while k < n and (text[k].isalnum() or text[k] in "._"):
            k += 1
        word = text[j:k]
        out.append(names.get(word, word))
        i = k
    return "".join(out)


class Module:
    def __init__(self, plain):
        self.plain = plain
        self.defined = []
        self.loops = 0
        self.prof_md = 10
        self.loop_md_base = 10


def realistic(mb, seed, plain, out):
    rng = Rng(seed)
    module = Module(plain)
    target = int(mb * 1024 * 1024)
    w = out.write
    header = [
        "; A generated module shaped like clang -O2 output (seed %d)." % seed,
        'source_filename = "bench.c"',
        'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"',
        'target triple = "x86_64-pc-linux-gnu"',
        "",
    ]
    for t in range(4):
        header.append("@table%d = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16" % t)
    header.append("")
    attrs = "" if plain else " #1"
    for ret, name, args in EXTERNALS:
        header.append("declare %s %s(%s) local_unnamed_addr%s"
                      % (ret, name, ", ".join("%s noundef" % a for a in args), attrs))
    header += [
        "declare i64 @may_throw(i64 noundef) local_unnamed_addr" + attrs,
        "declare void @release(ptr noundef) local_unnamed_addr" + attrs,
        "declare void @abort() local_unnamed_addr" + ("" if plain else " #2"),
        "declare i32 @__gxx_personality_v0(...)",
        "declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr",
        "declare void @__cxa_end_catch() local_unnamed_addr",
        "",
    ]
    text = "\n".join(header) + "\n"
    w(text)
    written = len(text)
    index = 0
    while written < target:
        eh = rng.chance(25)
        name = "@fn%d" % index
        f = Function(rng, name, module, eh)
        f.build()
        body = f.render(numbered=rng.chance(70))
        w(body)
        written += len(body)
        module.defined.append(name)
        index += 1
    if not plain:
        w(FOOTER)
        for i in range(1, module.loops + 1):
            w("!%d = distinct !{!%d, !9}\n" % (module.loop_md_base + i, module.loop_md_base + i))


FOOTER = """attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"course bench generator"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"branch_weights", i32 2000, i32 1}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="kind", required=True)
    p = sub.add_parser("pathological")
    p.add_argument("--cases", type=int, default=10000)
    p.add_argument("--phis", type=int, default=100)
    p.add_argument("-o", "--output", required=True)
    r = sub.add_parser("realistic")
    r.add_argument("--mb", type=float, default=10.0)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--plain", action="store_true")
    r.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    if args.kind == "pathological" and (args.cases < 1 or args.phis < 1):
        ap.error("--cases and --phis must be at least 1")
    if args.kind == "realistic" and args.mb <= 0:
        ap.error("--mb must be positive")
    with open(args.output, "w", encoding="ascii", newline="\n") as out:
        if args.kind == "pathological":
            pathological(args.cases, args.phis, out)
        else:
            realistic(args.mb, args.seed, args.plain, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
