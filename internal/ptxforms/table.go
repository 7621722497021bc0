package ptxforms

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"

	"cudasim/sim/ptx"
)

// Verdict is the driver's answer to one form's module, as a recording line gives it
// ("NAME RC LOG", testdata/conformance/verdicts/h200.txt): the code, and the line and text of
// ptxas's first error.
type Verdict struct {
	Code, Line int
	Msg        string
}

// ReadVerdicts reads a recording's lines; a module that crashed the driver has no verdict.
func ReadVerdicts(recording string) map[string]Verdict {
	out := map[string]Verdict{}
	for _, line := range strings.Split(strings.TrimSpace(recording), "\n") {
		name, rest, _ := strings.Cut(line, " ")
		code, log, _ := strings.Cut(rest, " ")
		n, err := strconv.Atoi(code)
		if err != nil { // CRASH: the JIT died, no verdict
			continue
		}
		msg, at := "", 0
		if before, after, ok := strings.Cut(log, "error   : "); ok {
			msg, _, _ = strings.Cut(after, "|")
			_, l, _ := strings.Cut(before[strings.LastIndex(before, "|")+1:], "line ")
			at, _ = strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(l), ";"))
		}
		out[name] = Verdict{n, at, msg}
	}
	return out
}

// The recorded-form table (internal/module's formrecorded.bin) is little-endian binary: a
// count, that many fixed-size entries sorted by key then target, and the messages:
//
//	u32 n; n x {u64 FormOf key, u64 FNV-1a of FormText, u8 target, u16 message index}
//	u16 m; m x {u16 length, bytes}  (message 0 is "": accepted)
//
// Fixed entries let the loader binary-search the embedded bytes without decoding them.
const TableEntrySize = 19

// RecordedTable is internal/module's table of recorded forms from the H200's verdicts: every
// recorded target of each form the H200 refused somewhere, keyed by ptx.FormOf of the
// instruction as cudasim parses it, with ptxas's first message ("": accepted, or refused for
// another line or for its operands).
func RecordedTable(verdicts map[string]Verdict) ([]byte, error) {
	type entry struct {
		key, text uint64
		sm        int
		msg       string
	}
	var entries []entry
	refused := map[uint64]bool{}
	for _, f := range All() {
		v, ok := verdicts[f.Name]
		if !ok || v.Code != 0 && (v.Code != 218 || v.Msg == "") {
			continue
		}
		in := formInstr(f)
		if in == nil {
			continue // cudasim's parser refuses it already
		}
		if v.Code != 0 && (v.Line != in.Line || strings.HasPrefix(v.Msg, "Arguments mismatch")) {
			// ptxas refused another line (a .b128 declaration before PTX 8.3), or the form's
			// operands (the registers ptxforms chose, which real code picks otherwise: nvcc's
			// cvt.rzi.s8.bf16 writes an 8-bit register): no verdict on the form, which the
			// table writes as an acceptance (the rules decide)
			v = Verdict{}
		}
		sm, _ := strconv.Atoi(strings.TrimPrefix(f.Target, "sm_"))
		text := fnv.New64a()
		text.Write([]byte(FormText(in)))
		e := entry{ptx.FormOf(in), text.Sum64(), sm, v.Msg}
		entries = append(entries, e)
		if v.Code != 0 {
			refused[e.key] = true
		}
	}
	entries = slices.DeleteFunc(entries, func(e entry) bool { return !refused[e.key] })
	slices.SortFunc(entries, func(a, b entry) int {
		if a.key != b.key {
			if a.key < b.key {
				return -1
			}
			return 1
		}
		return a.sm - b.sm
	})
	msgs, index := []string{""}, map[string]int{"": 0}
	for _, e := range entries {
		if _, ok := index[e.msg]; !ok {
			index[e.msg] = len(msgs)
			msgs = append(msgs, e.msg)
		}
	}
	if len(msgs) > 1<<16 {
		return nil, fmt.Errorf("%d messages: the table indexes at most 65536", len(msgs))
	}
	var b bytes.Buffer
	le := binary.LittleEndian
	b.Write(le.AppendUint32(nil, uint32(len(entries))))
	for _, e := range entries {
		b.Write(le.AppendUint64(nil, e.key))
		b.Write(le.AppendUint64(nil, e.text))
		b.WriteByte(byte(e.sm))
		b.Write(le.AppendUint16(nil, uint16(index[e.msg])))
	}
	b.Write(le.AppendUint16(nil, uint16(len(msgs))))
	for _, m := range msgs {
		b.Write(le.AppendUint16(nil, uint16(len(m))))
		b.WriteString(m)
	}
	return b.Bytes(), nil
}

// formInstr is the form's instruction as cudasim's parser reads its module, or nil.
func formInstr(f Form) *ptx.Instr {
	m, err := ptx.Parse([]byte(f.Module()))
	if err != nil {
		return nil
	}
	head, _, _ := strings.Cut(f.Instr, " ")
	for _, fn := range m.Functions {
		for i := range fn.Body {
			if in := fn.Body[i].Instr; in != nil && FormText(in) == head+"#"+strconv.Itoa(len(in.Operands)) {
				return in
			}
		}
	}
	return nil
}

// FormText is what a recorded form names: "cvt.rn.s32.f32#2".
func FormText(in *ptx.Instr) string {
	return strings.Join(append([]string{in.Opcode}, in.Mods...), ".") + "#" + strconv.Itoa(len(in.Operands))
}
