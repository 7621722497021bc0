package sim

import (
	"fmt"
	"io"
	"math"
	"strings"

	"cudasim/cu"
)

// builtin executes a call of a driver-supplied extern function (vprintf, __assertfail, malloc,
// free) for the lanes in mask, in ascending lane order.
func (w *warp) builtin(fi *funcInfo, cs *callSite, mask uint32) bool {
	arg := func(i, l int) uint64 {
		if i >= len(cs.args) {
			return 0
		}
		return w.r[cs.args[i].slot][l]
	}
	switch fi.builtin {
	case builtinVprintf:
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			out, n, ok := w.format(arg(0, l), arg(1, l), l)
			if !ok {
				return false
			}
			if wr := w.cta.l.Stdout; wr != nil {
				io.WriteString(wr, out)
			}
			if len(cs.rets) > 0 && !cs.rets[0].pred {
				w.r[cs.rets[0].slot][l] = uint64(n)
			}
		}
	case builtinAssert:
		// Every lane that reaches the assert in this step prints, in lane order, before the
		// trap (the H200 printed all four failing threads of simpleAssert's warp); the fault
		// names the first.
		var first string
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			msg, ok1 := w.cstring(arg(0, l), l)
			file, ok2 := w.cstring(arg(1, l), l)
			fn, ok3 := w.cstring(arg(3, l), l)
			if !ok1 || !ok2 || !ok3 {
				return false
			}
			c := w.cta.ctaid
			text := fmt.Sprintf("%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed.\n",
				file, uint32(arg(2, l)), fn, c[0], c[1], c[2], w.tid[0][l], w.tid[1][l], w.tid[2][l], msg)
			if wr := w.cta.l.Stdout; wr != nil {
				io.WriteString(wr, text)
			}
			if first == "" {
				first = fmt.Sprintf("`%s` failed at %s:%d", msg, file, uint32(arg(2, l)))
			}
		}
		w.faultf(cu.ErrorAssert, firstLane(mask), 0, "device-side assertion %s", first)
		return false
	case builtinMalloc, builtinFree:
		return w.heapCall(fi, cs, mask)
	case builtinGridSync:
		return w.gridSync(cs, mask)
	case builtinSetConditional:
		return w.setConditional(cs, mask)
	case builtinDevRT:
		return w.devrtCall(fi, cs, mask)
	case builtinDeviceRuntime:
		w.faultf(cu.ErrorNotSupported, firstLane(mask), 0, "device runtime function %s (libcudadevrt: dynamic parallelism, device-side streams, events, memory) is not supported by cudasim", fi.name)
		return false
	default:
		w.faultf(cu.ErrorNotSupported, firstLane(mask), 0, "device-side %s is not supported", fi.name)
		return false
	}
	w.pc++
	return true
}

func (w *warp) cstring(addr uint64, l int) (string, bool) {
	if addr == 0 {
		return "(null)", true
	}
	var sb strings.Builder
	for i := uint64(0); i < 1<<20; i++ {
		b := w.generic(addr+i, 1, l, false)
		if b == nil {
			return "", false
		}
		if b[0] == 0 {
			return sb.String(), true
		}
		sb.WriteByte(b[0])
	}
	return sb.String(), true
}

// format renders a device printf: the format string at fmtAddr and the argument buffer at
// argAddr, laid out as nvcc packs it (each argument at its natural alignment; integers narrower
// than int widened to int, float promoted to double). It returns the text and the number of
// arguments consumed.
func (w *warp) format(fmtAddr, argAddr uint64, l int) (string, int, bool) {
	f, ok := w.cstring(fmtAddr, l)
	if !ok {
		return "", 0, false
	}
	var out strings.Builder
	off := uint64(0)
	nargs := 0
	next := func(size uint64) (uint64, bool) {
		off = (off + size - 1) &^ (size - 1)
		b := w.generic(argAddr+off, size, l, false)
		if b == nil {
			return 0, false
		}
		off += size
		nargs++
		return loadN(b, size), true
	}
	for i := 0; i < len(f); i++ {
		ch := f[i]
		if ch != '%' {
			out.WriteByte(ch)
			continue
		}
		j := i + 1
		if j < len(f) && f[j] == '%' {
			out.WriteByte('%')
			i = j
			continue
		}
		start := j
		for j < len(f) && strings.IndexByte("-+ #0", f[j]) >= 0 {
			j++
		}
		for j < len(f) && (f[j] >= '0' && f[j] <= '9' || f[j] == '.') {
			j++
		}
		spec := f[start:j]
		long := 0
		for j < len(f) && strings.IndexByte("hlLqjzt", f[j]) >= 0 {
			if f[j] == 'l' || f[j] == 'q' || f[j] == 'j' || f[j] == 'z' || f[j] == 't' || f[j] == 'L' {
				long++
			}
			j++
		}
		if j >= len(f) {
			out.WriteString(f[i:])
			break
		}
		conv := f[j]
		i = j
		switch conv {
		case 'd', 'i', 'u', 'x', 'X', 'o', 'c':
			size := uint64(4)
			if long > 0 {
				size = 8
			}
			v, ok := next(size)
			if !ok {
				return "", 0, false
			}
			switch conv {
			case 'd', 'i':
				var s int64
				if size == 4 {
					s = int64(int32(v))
				} else {
					s = int64(v)
				}
				fmt.Fprintf(&out, "%"+spec+"d", s)
			case 'u':
				if size == 4 {
					v = uint64(uint32(v))
				}
				fmt.Fprintf(&out, "%"+spec+"d", v)
			case 'c':
				fmt.Fprintf(&out, "%"+spec+"c", rune(byte(v)))
			default:
				if size == 4 {
					v = uint64(uint32(v))
				}
				fmt.Fprintf(&out, "%"+spec+string(conv), v)
			}
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			v, ok := next(8)
			if !ok {
				return "", 0, false
			}
			x := math.Float64frombits(v)
			if math.IsNaN(x) || math.IsInf(x, 0) {
				s := "nan"
				if math.IsInf(x, 1) {
					s = "inf"
				} else if math.IsInf(x, -1) {
					s = "-inf"
				} else if math.Signbit(x) {
					s = "-nan"
				}
				if conv >= 'A' && conv <= 'Z' {
					s = strings.ToUpper(s)
				}
				w := strings.TrimLeft(spec, "-+ #0")
				fmt.Fprintf(&out, "%"+strings.ReplaceAll(w, "0", "")+"s", s)
				continue
			}
			if !strings.Contains(spec, ".") && conv != 'a' && conv != 'A' {
				spec += ".6"
			}
			gc := conv
			switch conv {
			case 'F':
				gc = 'f'
			case 'a':
				gc = 'x'
			case 'A':
				gc = 'X'
			}
			fmt.Fprintf(&out, "%"+spec+string(gc), x)
		case 's':
			v, ok := next(8)
			if !ok {
				return "", 0, false
			}
			s, ok := w.cstring(v, l)
			if !ok {
				return "", 0, false
			}
			fmt.Fprintf(&out, "%"+spec+"s", s)
		case 'p':
			v, ok := next(8)
			if !ok {
				return "", 0, false
			}
			fmt.Fprintf(&out, "0x%x", v)
		default:
			out.WriteString(f[start-1 : j+1])
		}
	}
	return out.String(), nargs, true
}
