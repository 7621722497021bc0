package sim

import (
	"fmt"
	"io"
	"math"
	"strconv"
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
				out.writeTo(wr)
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
			if aw, ok := w.cta.l.Stdout.(AssertWriter); ok {
				aw.WriteAssert(text)
			} else if wr := w.cta.l.Stdout; wr != nil {
				io.WriteString(wr, text)
			}
			if first == "" {
				first = fmt.Sprintf("`%s` failed at %s:%d", msg, file, uint32(arg(2, l)))
			}
		}
		w.faultf(cu.ErrorAssert, firstLane(mask), 0, "device-side assertion %s", first)
		return false
	case builtinMalloc, builtinAlignedMalloc, builtinFree:
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

// AssertWriter is implemented by a Launch.Stdout that takes device-side assert messages apart
// from printf output: the real driver writes them to stderr, printf output to stdout
// (measured: testdata/reference/assert-fd). A Stdout without it gets both.
type AssertWriter interface {
	WriteAssert(text string)
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
func (w *warp) format(fmtAddr, argAddr uint64, l int) (*printfText, int, bool) {
	f, ok := w.cstring(fmtAddr, l)
	if !ok {
		return nil, 0, false
	}
	if stringAfterHH(f) {
		w.faultf(cu.ErrorIllegalAddress, l, argAddr, "printf(%q): a %%s after a %%hh conversion, where the H200 faults", f)
		return nil, 0, false
	}
	var out printfText
	off := uint64(0)
	nargs := 0
	// The H200's record of a printf: the arguments the device side copied, then the format
	// string; a conversion that reads past the arguments reads the format's bytes (s_printf's
	// lengths line printed "lengths:" for a %llx, s_printf2's %d after a %hhd "hhd ").
	var record []byte
	argBytes, modelled := recordedArgs(f)
	if n, ok := argBytes, modelled; ok {
		for i := uint64(0); i < n; i++ {
			b := w.generic(argAddr+i, 1, l, false)
			if b == nil {
				return nil, 0, false
			}
			record = append(record, b[0])
		}
		record = append(append(record, f...), 0)
	}
	next := func(size uint64) (uint64, bool) {
		step := size
		if size == 12 {
			// %hhd/%hhu (below): 8 bytes from a 4-byte boundary, of which the low byte counts.
			size, step = 4, 8
		}
		off = (off + size - 1) &^ (size - 1)
		var b []byte
		if record != nil {
			b = make([]byte, size)
			if off < uint64(len(record)) {
				copy(b, record[off:])
			}
		} else if b = w.generic(argAddr+off, size, l, false); b == nil {
			return 0, false
		}
		off += step
		nargs++
		return loadN(b, size), true
	}
	lit := 0 // bytes of text written since the last conversion
	for i := 0; i < len(f); i++ {
		ch := f[i]
		if ch != '%' {
			out.WriteByte(ch)
			lit++
			continue
		}
		j := i + 1
		if j < len(f) && f[j] == '%' {
			out.WriteByte('%')
			lit++
			i = j
			continue
		}
		start := j
		for j < len(f) && strings.IndexByte("-+ #0", f[j]) >= 0 {
			j++
		}
		flags := f[start:j]
		width := ""
		if j < len(f) && f[j] == '*' && starWidth(f[j+1:]) {
			// A width taken from the arguments: the H200 honours it for the integer
			// conversions (libcuda/testdata/cudart/suite, s_printf and s_printf2) and prints
			// the others, and every '*' precision, as written.
			v, ok := next(4)
			if !ok {
				return nil, 0, false
			}
			n := int64(int32(v))
			if n == math.MinInt32 {
				w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): a '*' width of INT_MIN: what the H200 prints was not measured", f)
				return nil, 0, false
			}
			if n < 0 {
				flags, n = "-"+flags, -n
			}
			width = strconv.FormatInt(n, 10)
			j++
		}
		number := j
		for j < len(f) && (f[j] >= '0' && f[j] <= '9' || f[j] == '.') {
			j++
		}
		wp := width + f[number:j] // the width and precision, before the length
		spec := flags + wp
		long := 0
		for j < len(f) && strings.IndexByte("hlLqjzt", f[j]) >= 0 {
			if f[j] == 'l' || f[j] == 'q' || f[j] == 'j' || f[j] == 'z' || f[j] == 't' || f[j] == 'L' {
				long++
			}
			j++
		}
		// The H200 reads a %hhd or %hhu argument as 8 bytes from where the next 4-byte one
		// starts (its low byte printed right), so the conversion after it reads 4 bytes on
		// (libcuda/testdata/cudart/suite: s_printf's lengths and s_printf2's hhd lines;
		// testdata/printf: its #x reads the copy of the value after it).
		char := strings.HasSuffix(f[:j], "hh")
		short := !char && strings.HasSuffix(f[:j], "h")
		sized := strings.ContainsAny(f[number:j], "zjt")
		if j >= len(f) {
			out.WriteString(f[i:])
			break
		}
		conv := f[j]
		// The host's printf formats each conversion with the text before it since the last
		// one (its chunk); what it refuses takes that text with it (below).
		chunk := lit
		lit = 0
		fs, ok := parseFieldSpec(flags, wp)
		if fs.dots > 1 && strings.IndexByte("diuxXocfFeEgGaAs", conv) >= 0 {
			// A second '.': printed as written, taking no argument ("[%1.2.3d|%d]" with 5
			// and 6 printed "[%1.2.3d|5]"; fuzz27's two-dots, probe28's q_printf).
			out.WriteString(f[i : j+1])
			i = j
			continue
		}
		// put writes the conversion's field. A width or precision past INT_MAX, which C's
		// printf refuses, prints nothing, and the text since the last conversion goes too,
		// while the argument is taken ("x[%99999999999999999999a|%d]y" with 1.0 and 6
		// printed "|6]y"; fuzz27's huge-a, probe28's q_printf). A field that C's printf
		// would make longer than INT_MAX with that text, which it refuses too, was not
		// measured.
		put := func(fd printfField, zero bool) bool {
			switch {
			case !ok:
				out.cur = out.cur[:len(out.cur)-chunk]
			case max(fd.len(), fs.width)+int64(chunk) > intMax:
				w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): the conversion %%%s%c prints more than INT_MAX characters: what the H200 prints was not measured", f, spec, conv)
				return false
			default:
				out.put(fd, fs.width, fs.left, zero)
			}
			return true
		}
		if sized && modelled && strings.IndexByte("diu", conv) >= 0 {
			// The z, j and t lengths, which the device side copied nothing for
			// (recordedArgs): the H200 printed the next 4 recorded bytes as a
			// nonnegative number (s_printf2's zu, zd, jd and td lines: the low word of
			// the value, as a 64-bit one zero-extended), and the conversion as written
			// once the recorded arguments were used up (s_printf's lengths line).
			if (off+3)&^3+4 > argBytes {
				out.WriteString(f[i : j+1])
				i = j
				continue
			}
			v, _ := next(4)
			if !put(intField(conv, flags, false, uint64(uint32(v)), fs.prec), fs.zeroInt()) {
				return nil, 0, false
			}
			i = j
			continue
		}
		i = j
		switch conv {
		case '%':
			// With flags, a width or a precision: one '%' and no argument while recorded
			// arguments remain, as written once they are used up ("[%5%|%d]" with 7
			// printed "[%|7]", "[%d|%5%]" "[7|%5%]", "%%|%5%" "%|%5%": probe28's
			// q_printf; s_printf2).
			if modelled && off >= argBytes {
				out.WriteString(f[start-1 : j+1])
			} else {
				out.WriteByte('%')
			}
		case 'd', 'i', 'u', 'x', 'X', 'o', 'c':
			size := uint64(4)
			if long > 0 {
				size = 8
			}
			if char && long == 0 {
				size = 12
			}
			v, ok := next(size)
			if !ok {
				return nil, 0, false
			}
			switch {
			case char && long == 0:
				size, v = 4, uint64(uint8(v))
				if conv == 'd' || conv == 'i' {
					v = uint64(uint32(int8(v)))
				}
			case short && long == 0:
				// %hd and %hx print the argument's low 16 bits (s_printf2).
				v = uint64(uint16(v))
				if conv == 'd' || conv == 'i' {
					v = uint64(uint32(int16(v)))
				}
			}
			if size == 4 && conv != 'd' && conv != 'i' {
				v = uint64(uint32(v))
			}
			var field printfField
			zero := fs.zeroInt()
			switch conv {
			case 'c':
				// C pads a character with spaces whatever the '0' flag.
				field, zero = printfField{body: string([]byte{byte(v)})}, false
			case 'd', 'i':
				s := int64(v)
				if size == 4 {
					s = int64(int32(v))
				}
				mag := uint64(s)
				if s < 0 {
					mag = -mag
				}
				field = intField(conv, flags, s < 0, mag, fs.prec)
			default:
				field = intField(conv, flags, false, v, fs.prec)
			}
			if !put(field, zero) {
				return nil, 0, false
			}
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			v, ok := next(8)
			if !ok {
				return nil, 0, false
			}
			x := math.Float64frombits(v)
			upper := conv >= 'A' && conv <= 'Z'
			switch {
			case math.IsNaN(x) || math.IsInf(x, 0):
				// As C prints them: a sign as for a number, padded with spaces whatever
				// the '0' flag.
				body := "nan"
				if math.IsInf(x, 0) {
					body = "inf"
				}
				if upper {
					body = strings.ToUpper(body)
				}
				if !put(printfField{sign: signOf(math.Signbit(x), flags), body: body}, false) {
					return nil, 0, false
				}
			case conv == 'a' || conv == 'A':
				if !put(hexFloatField(x, flags, fs.prec, upper), fs.zero) {
					return nil, 0, false
				}
			default:
				if !put(floatField(conv, flags, x, fs.prec), fs.zero) {
					return nil, 0, false
				}
			}
		case 's':
			v, ok := next(8)
			if !ok {
				return nil, 0, false
			}
			s, ok := w.cstring(v, l)
			if !ok {
				return nil, 0, false
			}
			if fs.prec >= 0 && int64(len(s)) > fs.prec {
				s = s[:fs.prec]
			}
			// C pads a string with spaces whatever the '0' flag.
			if !put(printfField{body: s}, false) {
				return nil, 0, false
			}
		case 'p':
			v, ok := next(8)
			if !ok {
				return nil, 0, false
			}
			if v == 0 {
				out.WriteString("(nil)") // as the H200 printed NULL (s_printf2)
				continue
			}
			out.WriteString("0x" + strconv.FormatUint(v, 16))
		default:
			out.WriteString(f[start-1 : j+1])
		}
	}
	return &out, nargs, true
}

// recordedArgs is how many bytes of arguments the H200's device-side printf copies for format
// f, as nvcc packs them: 4 for an integer of int's size or less (h and hh included, promoted)
// and for a character or a '*' width, 8 for an l or ll integer, a floating-point value, a
// string or a pointer, each at its natural alignment; nothing for a conversion with the z, j
// or t length (s_printf's %llx before its %zu read the format string; in s_printf2 a %zu, %jd
// or %td took the low word of its argument, and the %d after it read garbage that changed from
// run to run, which cudasim does not model) or with a second '.' ("[%1.2.3f|%d]" with 1.5
// and 6 printed "[%1.2.3f|0]": the %d read the double's low word; probe28's q_printf). ok is
// false for a '*' precision or an unknown conversion, whose copy was not worked out.
func recordedArgs(f string) (n uint64, ok bool) {
	ok = true
	eachConversion(f, func(mods string, conv byte) bool {
		if strings.Contains(mods, ".*") || strings.IndexByte("diuxXocfFeEgGaAsp", conv) < 0 {
			n, ok = 0, false
			return false
		}
		if strings.ContainsAny(mods, "zjt") || strings.Count(mods, ".") > 1 {
			return true // nothing copied: a z, j or t length; a second '.' (not a conversion)
		}
		if strings.Contains(mods, "*") {
			n = (n+3)&^3 + 4
		}
		size := uint64(4)
		if strings.ContainsAny(mods, "lL") || strings.IndexByte("fFeEgGaAsp", conv) >= 0 {
			size = 8
		}
		n = (n+size-1)&^(size-1) + size
		return true
	})
	return n, ok
}

// eachConversion calls fn with the flags, width, precision and length (mods) and the
// conversion character of each conversion of format f but %%, in order, until fn returns false.
func eachConversion(f string, fn func(mods string, conv byte) bool) {
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0123456789.*hlLzjt", f[j]) >= 0 {
			j++
		}
		if j >= len(f) {
			return
		}
		mods := f[i+1 : j]
		i = j
		if f[j] != '%' && !fn(mods, f[j]) {
			return
		}
	}
}

// stringAfterHH reports whether format f has a %s after a conversion with the hh length. Such
// a printf faulted on the H200 (illegal address, in the kernel; with a %c between them the host
// process crashed) and printed nothing, whatever the conversions between (explore24b's
// s_printf3, and the cases of libcuda/testdata/cudart/explore24b/probe-b); with %hd, %c or
// %#llo before the %s, or without the %s (s_printf's %hhd), it printed.
func stringAfterHH(f string) (faults bool) {
	hh := false
	eachConversion(f, func(mods string, conv byte) bool {
		faults = conv == 's' && hh
		hh = hh || strings.Contains(mods, "hh")
		return !faults
	})
	return faults
}

// starWidth reports whether the conversion after a '*' width (rest starts after the '*') is one
// whose width the H200 takes from the arguments: an integer or character conversion without a
// '*' precision.
func starWidth(rest string) bool {
	i := strings.IndexFunc(rest, func(r rune) bool { return !strings.ContainsRune("0123456789.hlLqjzt", r) })
	return i >= 0 && strings.IndexByte("diuxXoc", rest[i]) >= 0
}
