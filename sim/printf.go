package sim

import (
	"fmt"
	"io"
	"math"
	"slices"
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

// format renders a device printf as the H200 does (docs/cudart.md, "Device printf's record").
// The device side copies the arguments of the conversions it parses from the buffer nvcc
// packed at argAddr into a record (printfRecord): an 8-byte slot each, the format after them.
// The host cuts the format into chunks, each ending at a conversion the host parses, reads
// that conversion's values from the record's next slots and formats the chunk with the C
// library's printf, which takes the values of every conversion in the chunk, those the host
// did not parse too (printfArgs); the text after the last such conversion comes out as
// written. It returns the text and the number of slots the host read.
func (w *warp) format(fmtAddr, argAddr uint64, l int) (*printfText, int, bool) {
	f, ok := w.cstring(fmtAddr, l)
	if !ok {
		return nil, 0, false
	}
	convs := parseConversions(f)
	last := -1 // the last conversion the host parses: those before it are in its chunks
	for i, c := range convs {
		if c.hostParses() {
			last = i
		}
	}
	for i, c := range convs {
		if why := c.unmeasured(); why != "" {
			w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): %s %s: what the H200 does with it was not measured", f, c.spec(f), why)
			return nil, 0, false
		}
		if c.writesCount() {
			if i > last {
				w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): %s after the last conversion the host parses: what the H200 does with it was not measured", f, c.spec(f))
			} else {
				// The C library writes the count through whatever the host passed or its
				// registers held: printf37b-c's N8 ([%n][%d]) killed the H100's host
				// process with SIGSEGV. cudasim faults the kernel instead.
				w.faultf(cu.ErrorIllegalAddress, l, argAddr, "printf(%q): the C library's %s writes through an address the host did not pass it, where the H100's host process died of SIGSEGV", f, c.spec(f))
			}
			return nil, 0, false
		}
	}
	rec, ok := w.record(f, convs, argAddr, l)
	if !ok {
		return nil, 0, false
	}
	if c, bad := rec.hostFollowsNoString(convs); bad {
		// The host follows the slot's bytes as an address: printf32-c's F1 ([%hhd][%d][%s],
		// whose %s read the format's first bytes), explore24b's K and printf37-c's %hhs (a
		// device address's low word) killed the host process with SIGSEGV. cudasim faults
		// the kernel instead.
		w.faultf(cu.ErrorIllegalAddress, l, argAddr, "printf(%q): the host's %s reads a slot of the record that holds no string but a nonzero value and follows it as an address, where the H100's host process died of SIGSEGV", f, c.spec(f))
		return nil, 0, false
	}
	var out printfText
	pos, slot, first := 0, 0, 0
	for i, c := range convs {
		if !c.hostParses() {
			continue
		}
		// The host reads the conversion's '*' width and value from the next slots, whether
		// or not the device side copied them (printf31; printf32-c's H2-H4): an int-sized
		// one 4 bytes, passed zero-extended (printf32-c's Z1: the %zu that took it printed
		// 7, s_printf2's zu a negative int's bits), the rest 8.
		var a printfArgs
		if c.starWidth {
			a.gp = append(a.gp, rec.slot(slot).low32())
			slot++
		}
		switch v := rec.slot(slot); {
		case isFloatConv(c.conv):
			a.fp = append(a.fp, v.bits)
		case c.valueSize() == 8:
			a.gp = append(a.gp, v)
		default:
			a.gp = append(a.gp, v.low32())
		}
		slot++
		start, mark := out.Len(), out.mark()
		for _, cc := range convs[first : i+1] {
			out.WriteString(f[pos:cc.at])
			pos = cc.end
			printed, refusal := putConversion(&out, f, cc, &a, out.Len()-start)
			if refusal == "" {
				refusal = a.refusal
			}
			if refusal != "" {
				w.faultf(cu.ErrorNotSupported, l, argAddr, "printf(%q): %s %s: what the H200 prints was not measured", f, cc.spec(f), refusal)
				return nil, 0, false
			}
			if !printed {
				// The C library failed: the host drops the chunk (fuzz27's huge-a; printf31's
				// D3 and printf32-c's W3, W4, W9: %ls and %lc past ASCII).
				out.truncate(mark)
				break
			}
		}
		pos, first = c.end, i+1
	}
	// After the last conversion the host parses, the text as written but %% (printf31's D1, D2
	// and D4, s_printf's [%zu] and [%.*f], probe28's "[%d|%5%]" and "%%|%5%|100%%", which
	// printed "%|%5%|100%").
	for _, c := range convs[first:] {
		out.WriteString(f[pos:c.at])
		if pos = c.end; c.conv == '%' && c.end-c.at == 2 {
			out.WriteByte('%')
		} else {
			out.WriteString(c.spec(f))
		}
	}
	out.WriteString(f[pos:])
	return &out, slot, true
}

// printfConv is one conversion of a printf format: f[at:end], from its '%' to its conversion
// character.
type printfConv struct {
	at, end   int
	flags     string
	starWidth bool   // a '*' width
	width     string // the width's digits
	dots      int    // a precision's '.', or more (the conversion is then printed as written)
	starPrec  bool   // a '*' precision
	prec      string // the precision's digits
	length    string
	conv      byte // 0 where the format ends inside the conversion
	oddStar   bool // a '*' in another place
}

// parseConversions finds the conversions of format f, %% included.
func parseConversions(f string) []printfConv {
	var cs []printfConv
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		c := printfConv{at: i}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0", f[j]) >= 0 {
			j++
		}
		c.flags = f[i+1 : j]
		num := j
		for j < len(f) && strings.IndexByte("0123456789.*", f[j]) >= 0 {
			j++
		}
		width, prec, dot := strings.Cut(f[num:j], ".")
		c.starWidth, c.width = width == "*", width
		if c.starWidth {
			c.width = ""
		}
		c.oddStar = !c.starWidth && strings.Contains(width, "*")
		if dot {
			c.dots = 1 + strings.Count(prec, ".")
			p, more, _ := strings.Cut(prec, ".")
			c.starPrec, c.prec = p == "*", p
			if c.starPrec {
				c.prec = ""
			}
			c.oddStar = c.oddStar || !c.starPrec && strings.Contains(p, "*") || strings.Contains(more, "*")
		}
		length := j
		for j < len(f) && strings.IndexByte("hlLqjzt", f[j]) >= 0 {
			j++
		}
		c.length = f[length:j]
		if j >= len(f) {
			c.end = len(f)
			cs = append(cs, c)
			break
		}
		c.conv, c.end = f[j], j+1
		cs = append(cs, c)
		i = j
	}
	return cs
}

// spec is the conversion as the format writes it.
func (c printfConv) spec(f string) string { return f[c.at:c.end] }

func isFloatConv(conv byte) bool { return strings.IndexByte("fFeEgGaA", conv) >= 0 }

func isIntConv(conv byte) bool { return strings.IndexByte("diuxXo", conv) >= 0 }

// hostParses reports whether the H200's host takes c for a conversion, reading its values from
// the record and ending a chunk with it: one of hostConversions with no length or h, hh, l or
// ll. It does not parse the z, j, t, L and q lengths (their conversions took the value of the
// conversion after them: printf32-c's Z1-Z5, L1-L3, Q1, Q2; s_printf2's zu, zd, jd and td;
// printf37-c's P2 [%*zd], whose '*' width took it), other lengths (printf37b-c's N1 [%hld][%d]
// of 70000 and 7: the %d took 70000), other conversion characters (N9 [%k][%d][%d] of 5, 7, 8
// printed [%k][5][7]), a '*' precision (s_printf2's "star both [%*.*f] [%d]" ran to 37 MB, its
// precision the %d's register garbage; printf37-c's P1), a second '.', or a '%' (probe28's
// q_printf: printed as written, or as the C library prints them).
func (c printfConv) hostParses() bool {
	switch {
	case c.conv == 0, c.conv == '%', c.dots > 1, c.starPrec:
		return false
	}
	return strings.IndexByte(hostConversions, c.conv) >= 0 && slices.Contains([]string{"", "h", "hh", "l", "ll"}, c.length)
}

// hostConversions are the conversion characters the host parses.
const hostConversions = "diouxXeEfFgGaAcsp"

// glibcSpec is c's length and conversion character as the C library (glibc) reads them: one
// length (hh and ll count as one; it takes z, j, t, L and q too), then the conversion character,
// which may be a length character that follows another ("%hld" is h and an unknown l); rest is
// what follows that character in c, which the C library prints as text.
func (c printfConv) glibcSpec() (length string, spec byte, rest string) {
	s := c.length + string([]byte{c.conv})
	n := 0
	switch {
	case len(s) > 2 && (s[0] == 'h' || s[0] == 'l') && s[1] == s[0]:
		n = 2
	case len(s) > 1 && strings.IndexByte("hlLqjzt", s[0]) >= 0:
		n = 1
	}
	return s[:n], s[n], s[n+1:]
}

// glibcConversions are the conversion characters glibc formats a value for (b and B since
// glibc 2.35); with any other it prints the conversion back (putUnknown).
const glibcConversions = "diouxXeEfFgGaAcspnmCSbB"

// writesCount reports whether c is a %n, which writes how much was printed through its
// argument.
func (c printfConv) writesCount() bool {
	if c.conv == 0 || c.conv == '%' || c.dots > 1 {
		return false
	}
	_, spec, _ := c.glibcSpec()
	return spec == 'n'
}

// deviceCopies reports whether the device side copies c's '*' width and value into the record
// (taking them from the argument buffer): for each conversion the host parses but those with
// the hh length (printf31's A1-C5, printf32-c's H1-H4, printf37-c's %hhp and %hhf: a %hh
// conversion, its '*' width too, copies nothing, the next conversion takes its argument). It
// copies nothing for a conversion the host does not parse: the z, j, t, L and q lengths (a
// '*' width too: printf37-c's P2), a '*' precision (P1: the ints after [%.*f] took 3, then
// offset 4, then the double's low word), a second '.', a '%' with a width.
func (c printfConv) deviceCopies() bool {
	return c.hostParses() && c.length != "hh"
}

// valueSize is how many bytes the device side copies and the host reads for c's value: 8 for
// the l and ll lengths (%lc too: printf32-c's W1 and W5, the int after it read the next
// 8-byte boundary), a floating-point value, a string or a pointer; 4 for the rest.
func (c printfConv) valueSize() uint64 {
	if strings.Contains(c.length, "l") || isFloatConv(c.conv) || c.conv == 's' || c.conv == 'p' {
		return 8
	}
	return 4
}

// unmeasured says why what the H200 does with conversion c is not known, or is "": a length
// on a conversion no probe paired it with, a '*' in an odd place, a conversion character that
// C libraries differ on (glibc's %m, %C, %S, %b and %B, the Z length, the I and ' flags, a
// '$' position; glibc 2.38's w lengths). A conversion character glibc does not know is known:
// the host leaves it to the C library, which prints it back (putUnknown; printf37b-c's N1, N9).
// A '*' width is measured on every conversion the host parses (printf31; printf37b-c's A1-A8,
// A12).
func (c printfConv) unmeasured() string {
	switch {
	case c.conv == 0:
		return ""
	case c.oddStar, c.conv == '%' && (c.starWidth || c.starPrec):
		return "(a '*' there)"
	case c.conv == '%' || c.dots > 1:
		return ""
	}
	length, spec, _ := c.glibcSpec()
	var lengths string
	switch {
	case strings.IndexByte("mCSbBZIw'$", spec) >= 0:
		return "(a conversion character C libraries differ on)"
	case strings.IndexByte(glibcConversions, spec) < 0, spec == 'n':
		return ""
	case isIntConv(spec):
		lengths = " h hh l ll z j t L q "
	case spec == 'c':
		lengths = " hh l "
	case isFloatConv(spec):
		lengths = " h hh l ll L q "
	case spec == 's':
		lengths = " hh l "
	default: // 'p'
		lengths = " hh "
	}
	if length != "" && !strings.Contains(lengths, " "+length+" ") {
		return "(that length on that conversion)"
	}
	return ""
}

// printfValue is a slot of the record, or a value the host passes to the C library: a
// number's bits, or (isStr) the string the device side copied for a %s. A NULL %s's slot holds
// 0, which the host's %s prints as (null) whoever wrote it (printf37-c's S4 [%hhd][%llx][%s][%lld]
// of c, "a", 0: its %s read the %lld's 0). What a string's slot holds is not modelled: S4's
// %llx printed 5a for "a".
type printfValue struct {
	bits  uint64
	isStr bool
	str   string
}

// low32 is the value as the host reads an int from its slot: the low 4 bytes, zero-extended.
func (v printfValue) low32() printfValue {
	if v.isStr {
		return v
	}
	return printfValue{bits: uint64(uint32(v.bits))}
}

// printfSlotSize is the size of one copied argument's place in the H200's record of a printf.
const printfSlotSize = 8

// printfRecord is the H200's record of a printf: a slot for each argument the device side
// copied (each 8 bytes, a 4-byte value's too: printf31's B3, C3 and C5), then the format.
type printfRecord struct {
	slots  []printfValue
	format string
}

// record is what the device side copies for format f: for each conversion it copies
// (deviceCopies), in order, its '*' width and its value, each the next argument of the buffer at
// argAddr at its natural alignment, as nvcc packs them; a %s's string too, which faults the
// kernel where its address does not hold one (explore24b's cases of a %s after a %hh, which
// took an int's bytes for the address). The rest of a 4-byte value's slot is zero (printf37-c's
// H5: %hhp of an int's slot printed the int; or the host read 4 bytes of it).
func (w *warp) record(f string, convs []printfConv, argAddr uint64, l int) (*printfRecord, bool) {
	rec := &printfRecord{format: f}
	off := uint64(0)
	take := func(size uint64) (printfValue, bool) {
		off = (off + size - 1) &^ (size - 1)
		b := w.generic(argAddr+off, size, l, false)
		off += size
		if b == nil {
			return printfValue{}, false
		}
		return printfValue{bits: loadN(b, size)}, true
	}
	for _, c := range convs {
		if !c.deviceCopies() {
			continue
		}
		if c.starWidth {
			v, ok := take(4)
			if !ok {
				return nil, false
			}
			rec.slots = append(rec.slots, v)
		}
		v, ok := take(c.valueSize())
		if !ok {
			return nil, false
		}
		if c.conv == 's' && v.bits != 0 {
			v.isStr = true
			if v.str, ok = w.cstring(v.bits, l); !ok {
				return nil, false
			}
		}
		rec.slots = append(rec.slots, v)
	}
	return rec, true
}

// slot is the record's slot k as the host reads it: past the copied arguments, the format's
// bytes (s_printf's %llx printed "lengths:", printf31's A1 "A"), zeros past its end.
func (r *printfRecord) slot(k int) printfValue {
	if k < len(r.slots) {
		return r.slots[k]
	}
	var b [printfSlotSize]byte
	if off := (k - len(r.slots)) * printfSlotSize; off < len(r.format) {
		copy(b[:], r.format[off:])
	}
	return printfValue{bits: loadN(b[:], printfSlotSize)}
}

// hostFollowsNoString returns the first %s the host parses (%ls and %hhs too) whose slot holds
// neither a string nor 0.
func (r *printfRecord) hostFollowsNoString(convs []printfConv) (printfConv, bool) {
	k := 0
	for _, c := range convs {
		if !c.hostParses() {
			continue
		}
		if c.starWidth {
			k++
		}
		if v := r.slot(k); c.conv == 's' && !v.isStr && v.bits != 0 {
			return c, true
		}
		k++
	}
	return printfConv{}, false
}

// printfArgs is what the C library's printf finds for a chunk's conversions: the values the
// host passed for the conversion it parsed, in the integer registers (gp) or a floating-point
// one (fp), and after them what the registers and the stack held, which changed from run to run
// on the H100 (printf32-c's Z1: a %d after a %zu printed 421001480, the low half of the host
// address 139844556159240 that Z2's %lld printed): cudasim's is zero. A conversion with the L
// length (%Lf) takes a long double from the stack: that garbage too (printf32-c's L1-L3
// printed nan).
type printfArgs struct {
	gp      []printfValue
	fp      []uint64
	refusal string
}

// next is the next integer register's value and whether the host passed it.
func (a *printfArgs) next() (printfValue, bool) {
	if len(a.gp) == 0 {
		return printfValue{}, false
	}
	v := a.gp[0]
	a.gp = a.gp[1:]
	return v, true
}

// int is the next integer register's value, for a number.
func (a *printfArgs) int() uint64 {
	v, _ := a.next()
	if v.isStr && a.refusal == "" {
		a.refusal = "(the C library reads the host's copy of a string as a number)"
	}
	return v.bits
}

// float is the next floating-point register's value.
func (a *printfArgs) float() uint64 {
	if len(a.fp) == 0 {
		return 0
	}
	v := a.fp[0]
	a.fp = a.fp[1:]
	return v
}

// putConversion writes conversion c of format f as the C library's printf does, its values
// taken from a; chunkLen is how much of the chunk is written before it. printed is false where
// the C library fails (a width or precision past INT_MAX, a wide character past ASCII: the host
// then drops the chunk); refusal says why cudasim does not know what it prints.
func putConversion(out *printfText, f string, c printfConv, a *printfArgs, chunkLen int64) (printed bool, refusal string) {
	conv := c.conv
	switch {
	case c.dots > 1:
		// A second '.': as written, taking no argument ("[%1.2.3d|%d]" of 5 and 6 printed
		// "[%1.2.3d|5]": fuzz27's two-dots, probe28's q_printf).
		out.WriteString(c.spec(f))
		return true, ""
	case conv == '%':
		// "[%5%|%d]" of 7 printed "[%|7]" (probe28's q_printf).
		out.WriteByte('%')
		return true, ""
	}
	flags, width := c.flags, c.width
	if c.starWidth {
		// A width taken from the arguments, a negative one left-justifying.
		n := int64(int32(a.int()))
		if n == math.MinInt32 {
			return false, "(a '*' width of INT_MIN)"
		}
		if n < 0 {
			flags, n = "-"+flags, -n
		}
		width = strconv.FormatInt(n, 10)
	}
	wp := width
	if c.dots == 1 {
		prec := c.prec
		if c.starPrec {
			prec = strconv.FormatInt(int64(int32(a.int())), 10)
		}
		if !strings.HasPrefix(prec, "-") { // a negative '*' precision is none
			wp += "." + prec
		}
	}
	fs, ok := parseFieldSpec(flags, wp)
	if _, spec, rest := c.glibcSpec(); strings.IndexByte(glibcConversions, spec) < 0 {
		if !ok {
			return false, ""
		}
		putUnknown(out, flags, fs, spec, rest)
		return true, ""
	}
	// put writes the conversion's field. A width or precision past INT_MAX, which C's printf
	// refuses, prints nothing ("x[%99999999999999999999a|%d]y" with 1.0 and 6 printed "|6]y":
	// fuzz27's huge-a, probe28's q_printf); a field that C's printf would make longer than
	// INT_MAX with the chunk's text was not measured.
	put := func(fd printfField, zero bool) (bool, string) {
		switch {
		case !ok:
			return false, ""
		case max(fd.len(), fs.width)+chunkLen > intMax:
			return false, "(a chunk of more than INT_MAX characters)"
		}
		out.put(fd, fs.width, fs.left, zero)
		return true, ""
	}
	switch {
	case isIntConv(conv):
		v := a.int()
		neg := false
		switch {
		case c.length == "hh":
			v = uint64(uint8(v))
			if conv == 'd' || conv == 'i' {
				neg, v = int8(v) < 0, uint64(absInt(int64(int8(v))))
			}
		case c.length == "h":
			v = uint64(uint16(v))
			if conv == 'd' || conv == 'i' {
				neg, v = int16(v) < 0, uint64(absInt(int64(int16(v))))
			}
		case c.length == "":
			v = uint64(uint32(v))
			if conv == 'd' || conv == 'i' {
				neg, v = int32(v) < 0, uint64(absInt(int64(int32(v))))
			}
		default: // l, ll, and the z, j, t, L and q the C library takes as 64 bits
			if conv == 'd' || conv == 'i' {
				neg, v = int64(v) < 0, absInt(int64(v))
			}
		}
		return put(intField(conv, flags, neg, v, fs.prec), fs.zeroInt())
	case conv == 'c':
		v := a.int()
		if c.length == "l" {
			// A wide character, converted in the C locale: past ASCII it fails
			// (printf32-c's W3, W4); 0 is a NUL byte (W5).
			if uint32(v) >= 0x80 {
				return false, ""
			}
		}
		// C pads a character with spaces whatever the '0' flag.
		return put(printfField{body: string([]byte{byte(v)})}, false)
	case isFloatConv(conv):
		var bits uint64
		if !strings.ContainsAny(c.length, "Lq") && c.length != "ll" {
			bits = a.float()
		} // a long double from the stack (glibc takes ll as L: printf37b-c's N2 %llf and N7
		// %lle printed nan): garbage, cudasim's zero
		x := math.Float64frombits(bits)
		upper := conv >= 'A' && conv <= 'Z'
		switch {
		case math.IsNaN(x) || math.IsInf(x, 0):
			// As C prints them: a sign as for a number, padded with spaces whatever the
			// '0' flag.
			body := "nan"
			if math.IsInf(x, 0) {
				body = "inf"
			}
			if upper {
				body = strings.ToUpper(body)
			}
			return put(printfField{sign: signOf(math.Signbit(x), flags), body: body}, false)
		case conv == 'a' || conv == 'A':
			return put(hexFloatField(x, flags, fs.prec, upper), fs.zero)
		default:
			return put(floatField(conv, flags, x, fs.prec), fs.zero)
		}
	case conv == 's':
		v, passed := a.next()
		if passed && !v.isStr && v.bits != 0 {
			return false, "(the C library follows a number the host passed as a string's address)"
		}
		s := v.str
		if v.bits == 0 {
			s = "(null)" // 0, or past the host's values a register's garbage: cudasim's NULL
		}
		if c.length == "l" && v.bits != 0 {
			// The device side copied the wide string's bytes up to the first NUL as a
			// narrow string (printf32-c's W6: L"ab" printed "a"); the host reads them as
			// wide characters, which fail past ASCII (W9: "ab" dropped its chunk).
			if s, ok = wideText(s, fs.prec); !ok {
				return false, ""
			}
		}
		if fs.prec >= 0 && int64(len(s)) > fs.prec {
			s = s[:fs.prec]
			if v.bits == 0 {
				s = "" // glibc's cut "(null)" (printf29-c: "[%.5s]" of NULL printed "[]")
			}
		}
		// C pads a string with spaces whatever the '0' flag.
		return put(printfField{body: s}, false)
	default: // 'p'
		// As glibc prints a pointer (printf29-c's 250 cases of %p): NULL as "(nil)", padded
		// as a string; another as %#lx that honours '+' and ' '.
		v := a.int()
		if v == 0 {
			return put(printfField{body: "(nil)"}, false)
		}
		field := intField('x', "#"+flags, false, v, fs.prec)
		field.sign = signOf(false, flags)
		return put(field, fs.zeroInt())
	}
}

// putUnknown writes a conversion glibc does not know as glibc prints it back (measured with
// glibc 2.36: testdata/reference/printf37b/glibc-unknown.c): '%', the flags it honours in its
// own order ('#', then '+' or else ' ', then '-', then '0' unless '-'), the width unless 0 (a
// '*' one as its value, negative making '-'), the precision if any (a bare '.' as .0), the
// character, without the lengths before it; then the text of the conversion after it
// (printf37b-c's N1: "[%hld]" printed "[%ld]"; N9: "[%k]" as written).
func putUnknown(out *printfText, flags string, fs fieldSpec, spec byte, rest string) {
	out.WriteByte('%')
	if strings.Contains(flags, "#") {
		out.WriteByte('#')
	}
	if strings.Contains(flags, "+") {
		out.WriteByte('+')
	} else if strings.Contains(flags, " ") {
		out.WriteByte(' ')
	}
	if fs.left {
		out.WriteByte('-')
	} else if fs.zero {
		out.WriteByte('0')
	}
	if fs.width > 0 {
		out.WriteString(strconv.FormatInt(fs.width, 10))
	}
	if fs.prec >= 0 {
		out.WriteString("." + strconv.FormatInt(fs.prec, 10))
	}
	out.WriteByte(spec)
	out.WriteString(rest)
}

func absInt(n int64) uint64 {
	if n < 0 {
		return -uint64(n)
	}
	return uint64(n)
}

// wideText is the C library's %ls of the bytes s in the C locale: 4-byte wide characters, the
// last padded with zeros, up to a zero one or prec of them (-1: no limit); ok is false where one
// it reaches is past ASCII.
func wideText(s string, prec int64) (text string, ok bool) {
	b := []byte(s)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	var out []byte
	for i := 0; i < len(b) && (prec < 0 || int64(len(out)) < prec); i += 4 {
		u := loadN(b[i:], 4)
		if u == 0 {
			break
		}
		if u >= 0x80 {
			return "", false
		}
		out = append(out, byte(u))
	}
	return string(out), true
}
