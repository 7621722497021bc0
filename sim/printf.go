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
// than int widened to int, float promoted to double), as the H200 does: the device side's
// record of it (recordedArgs), read by the host. It returns the text and the number of values
// read.
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
	// The H200's record of a printf (docs/cudart.md, "Device printf's record"): an 8-byte slot
	// for each argument the device side copied, then the format string. The host reads one
	// slot for each conversion in order, whether or not the device side copied one for it, so
	// that a conversion reading past the arguments reads the format's bytes (s_printf's
	// lengths line printed "lengths:" for a %llx; printf31's "A1[%hhd]" the format's 'A').
	var record []byte
	copies, modelled, unmeasured := recordedArgs(f)
	if unmeasured != "" {
		w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): %s: what the H200 copies for it was not measured", f, unmeasured)
		return nil, 0, false
	}
	argEnd := uint64(len(copies)) * printfSlot
	if modelled {
		record = make([]byte, argEnd, argEnd+uint64(len(f))+1)
		for i, c := range copies {
			b := w.generic(argAddr+c.src, c.size, l, false)
			if b == nil {
				return nil, 0, false
			}
			// The rest of a 4-byte value's slot is left as it was; cudasim's is zero (after
			// s_printf2's %zu the H200's %d read it and printed another number each run).
			copy(record[uint64(i)*printfSlot:], b)
		}
		record = append(append(record, f...), 0)
	}
	// next reads a value of size bytes for a conversion: the record's next slot, or, for a
	// format whose record is not modelled, the argument buffer as nvcc packs it. step is how
	// far a recorded read moves on: a slot, or 4 bytes for the z, j and t lengths (below).
	next := func(size, step uint64) (uint64, bool) {
		var b []byte
		if modelled {
			b = make([]byte, size)
			if off < uint64(len(record)) {
				copy(b, record[off:])
			}
			off += step
		} else {
			off = (off + size - 1) &^ (size - 1)
			if b = w.generic(argAddr+off, size, l, false); b == nil {
				return 0, false
			}
			off += size
		}
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
			v, ok := next(4, printfSlot)
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
		if modelled && strings.ContainsAny(f[number:j], "Lq") {
			// The L and q lengths: printed as written ("D2[%Lf]", "D4[%qd]": printf31).
			out.WriteString(f[i : j+1])
			i = j
			continue
		}
		if sized && modelled && strings.IndexByte("diu", conv) >= 0 {
			// The z, j and t lengths, which the device side copied nothing for
			// (recordedArgs): the H200 printed the next 4 recorded bytes as a
			// nonnegative number (s_printf2's zu, zd, jd and td lines: the low word of
			// the value, as a 64-bit one zero-extended), and the %d after it read the
			// slot's other half; past the recorded arguments the conversion came out as
			// written (s_printf's lengths line; printf31's D1).
			if off+4 > argEnd {
				out.WriteString(f[i : j+1])
				i = j
				continue
			}
			v, _ := next(4, 4)
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
			if modelled && off >= argEnd {
				out.WriteString(f[start-1 : j+1])
			} else {
				out.WriteByte('%')
			}
		case 'd', 'i', 'u', 'x', 'X', 'o', 'c':
			size := uint64(4)
			if long > 0 && conv != 'c' { // %lc's wint_t is int's size
				size = 8
			}
			if char && !modelled {
				w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): a %%hh conversion in a printf with a '*' precision: what the H200 reads for it was not measured", f)
				return nil, 0, false
			}
			v, ok := next(size, printfSlot)
			if !ok {
				return nil, 0, false
			}
			switch {
			case char && long == 0:
				// %hhd and its kin print the low byte of their slot (printf31).
				v = uint64(uint8(v))
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
				if long > 0 && v >= 0x80 {
					// The host's %lc printed 'w' (printf31's D3); a wide character
					// past ASCII was not measured.
					w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): %%lc of %#x: what the H200 prints for a character past ASCII was not measured", f, v)
					return nil, 0, false
				}
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
			v, ok := next(8, printfSlot)
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
			v, ok := next(8, printfSlot)
			if !ok {
				return nil, 0, false
			}
			if long > 0 {
				// The host's %ls failed, taking its chunk with it ("D3[%lc][%ls]\n" with
				// 'w' and "ab" printed "D3[w]\n": printf31).
				out.cur = out.cur[:len(out.cur)-chunk]
				continue
			}
			s, ok := w.cstring(v, l)
			if !ok {
				return nil, 0, false
			}
			if fs.prec >= 0 && int64(len(s)) > fs.prec {
				s = s[:fs.prec]
				if v == 0 {
					s = "" // glibc's cut "(null)" (printf29-c: "[%.5s]" of NULL printed "[]")
				}
			}
			// C pads a string with spaces whatever the '0' flag.
			if !put(printfField{body: s}, false) {
				return nil, 0, false
			}
		case 'p':
			v, ok := next(8, printfSlot)
			if !ok {
				return nil, 0, false
			}
			// As glibc prints a pointer (printf29-c's 250 cases of %p): NULL as "(nil)",
			// padded as a string; another as %#lx that honours '+' and ' '.
			field, zero := printfField{body: "(nil)"}, false
			if v != 0 {
				field, zero = intField('x', "#"+flags, false, v, fs.prec), fs.zeroInt()
				field.sign = signOf(false, flags)
			}
			if !put(field, zero) {
				return nil, 0, false
			}
		default:
			out.WriteString(f[start-1 : j+1])
		}
	}
	return &out, nargs, true
}

// printfSlot is the size of one copied argument's place in the H200's record of a printf.
const printfSlot = 8

// argCopy is one argument the device side copies into the record: size bytes from offset src
// of the argument buffer.
type argCopy struct{ src, size uint64 }

// recordedArgs is what the H200's device-side printf copies for format f (docs/cudart.md,
// "Device printf's record"): for each conversion in order, the next argument of the buffer as
// nvcc packs it (at its natural alignment): 4 bytes for an integer of int's size or less (h
// included, promoted), a character or a '*' width, 8 for an l or ll integer, a floating-point
// value, a string or a pointer. A conversion with the hh, z, j or t length or a second '.'
// copies nothing and takes no argument (printf31's "C4[%hhd%%][%c]" with a and 'q' printed
// the %c of a's slot; s_printf2's %d after a %zu the low word of the %zu's argument;
// probe28's "[%1.2.3f|%d]" with 1.5 and 6 the double's low word). ok is false for a '*'
// precision or an unknown conversion, whose copy was not worked out; unmeasured names a
// conversion whose copy was not measured and matters to what is printed.
func recordedArgs(f string) (copies []argCopy, ok bool, unmeasured string) {
	ok = true
	src := uint64(0)
	copyArg := func(size uint64) {
		src = (src + size - 1) &^ (size - 1)
		copies = append(copies, argCopy{src, size})
		src += size
	}
	// The L and q lengths and %lc printed right with nothing after them (printf31's D2, D4,
	// D3), so what the device copies for them is unknown: for L and q whether anything (every
	// later conversion's slot depends on it), for %lc 4 bytes or 8 (the offset of the next
	// 4-byte argument depends on it, an 8-byte one's does not).
	lq, lc := "", ""
	eachConversion(f, func(mods string, conv byte) bool {
		spec := "%" + mods + string(conv)
		if strings.Contains(mods, ".*") || strings.IndexByte("diuxXocfFeEgGaAsp", conv) < 0 {
			copies, ok = nil, false
			return false
		}
		hh := strings.Contains(mods, "hh")
		size := uint64(4)
		switch {
		case hh && strings.IndexByte("diuxXo", conv) < 0:
			unmeasured = spec
			return false
		case hh, strings.ContainsAny(mods, "zjtLq"), strings.Count(mods, ".") > 1:
			size = 0 // nothing copied, no argument taken
		case strings.Contains(mods, "l"), strings.IndexByte("fFeEgGaAsp", conv) >= 0:
			size = 8
		}
		star := strings.Contains(mods, "*")
		switch {
		case lq != "":
			unmeasured = lq + " before " + spec
		case lc != "" && (size == 4 || star):
			unmeasured = lc + " before " + spec
		case conv == 'c' && size == 8 && src%8 != 0:
			unmeasured = spec + " after a 4-byte argument"
		}
		if unmeasured != "" {
			return false
		}
		if star {
			copyArg(4)
		}
		if size > 0 {
			copyArg(size)
		}
		switch {
		case strings.ContainsAny(mods, "Lq"):
			lq = spec
		case conv == 'c' && size == 8:
			lc = spec
		case size == 8:
			lc = ""
		}
		return true
	})
	return copies, ok, unmeasured
}

// eachConversion calls fn with the flags, width, precision and length (mods) and the
// conversion character of each conversion of format f but %%, in order, until fn returns false.
func eachConversion(f string, fn func(mods string, conv byte) bool) {
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0123456789.*hlLqzjt", f[j]) >= 0 {
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
