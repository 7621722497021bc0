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
// ptxas's first error, and every error's text ('|'-joined, in the log's order).
type Verdict struct {
	Code, Line int
	Msg        string
	Errors     string
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
		var errs []string
		for _, l := range strings.Split(log, "|") {
			if _, e, ok := strings.Cut(l, "error   : "); ok {
				errs = append(errs, e)
			}
		}
		out[name] = Verdict{n, at, msg, strings.Join(errs, "|")}
	}
	return out
}

// The recorded-form table (internal/module's formrecorded.bin) is little-endian binary: a
// count, that many fixed-size entries sorted by key then target, and the messages:
//
//	u32 n; n x {u64 FormOf key, u64 FNV-1a of FormText, u8 target, u16 message index}
//	u16 m; m x {u16 length, bytes}  (message 0 is "": accepted)
//	u32 w; w x u64 key; w x u8 bound; ptx.WatchBits of the keys
//	  (the refused keys, each once, with the highest target refusing it plus one: the
//	  parsers' ptx.WatchedForms)
//
// Fixed entries let the loader binary-search the embedded bytes without decoding them; the
// watched keys are the parsers' set, ready to copy.
const TableEntrySize = 19

// RecordedTable is internal/module's table of recorded forms from the H200's verdicts (on All,
// Extra and the Variants, all in one map): every recorded target of each form the H200
// refused somewhere, keyed by ptx.FormOf of the instruction as cudasim parses it, with
// ptxas's first message ("": accepted, or refused for another line or for its operands).
// An Extra form is entered under sm_90 where sm_90a's verdict is the same, and not at all
// where they differ (the arch-specific rules of internal/module decide those).
func RecordedTable(verdicts map[string]Verdict) ([]byte, error) {
	var entries []tableEntry
	refused := map[uint64]bool{}
	variants := recordedVariants(verdicts)
	for _, f := range append(All(), Extra()...) {
		v, ok := verdicts[f.Name]
		if !ok || v.Code != 0 && (v.Code != 218 || v.Msg == "") {
			continue
		}
		if strings.HasSuffix(f.Name, "_90a") {
			continue // entered as its sm_90 twin
		}
		if twin, ok := verdicts[f.Name+"a"]; ok {
			if twin != v && targetNamed(twin) != targetNamed(v) {
				continue // sm_90 and sm_90a differ
			}
			v = targetNamed(v)
		}
		in := formInstr(f)
		if in == nil {
			continue // cudasim's parser refuses it already
		}
		if v.Code != 0 && v.Msg != formError(v) {
			// an operand's error first: the form's own is the next, if any
			if v.Msg = formError(v); v.Msg == "" {
				v = Verdict{}
			}
		}
		if w, ok := variantFormError(f.Name, v, verdicts, variants); ok {
			// the registers ptxforms chose were refused first; a variant's tell the form's error
			v.Msg = w.Msg
		}
		if v.Code != 0 && (v.Line != in.Line || strings.HasPrefix(v.Msg, "Arguments mismatch") && !operandFree(f.Name, v, verdicts)) {
			// ptxas refused another line (a .b128 declaration before PTX 8.3), or the form's
			// operands (the registers ptxforms chose, which real code picks otherwise: nvcc's
			// cvt.rzi.s8.bf16 writes an 8-bit register): no verdict on the form, which the
			// table writes as an acceptance (the rules decide)
			v = Verdict{}
		}
		sm, _ := strconv.Atoi(strings.TrimPrefix(f.Target, "sm_"))
		text := fnv.New64a()
		text.Write([]byte(FormText(in)))
		entries = append(entries, tableEntry{ptx.FormOf(in), text.Sum64(), sm, v.Msg, strings.Split(v.Errors, "|")})
	}
	slices.SortFunc(entries, func(a, b tableEntry) int {
		if a.key != b.key {
			if a.key < b.key {
				return -1
			}
			return 1
		}
		if a.text != b.text {
			if a.text < b.text {
				return -1
			}
			return 1
		}
		if a.sm != b.sm {
			return a.sm - b.sm
		}
		return strings.Compare(a.msg, b.msg)
	})
	// One entry per form and target. Where modules of one form got different first errors
	// (Extra's operands: cp.async's size 16 loads and 32 not, tex.3d's coordinates are 4
	// registers and not 3), the operands decide (the rules of internal/module judge them): the
	// form's own refusal is an error every module's log holds, and where one loaded or none is
	// common the table holds an acceptance.
	same := func(a, b tableEntry) bool { return a.key == b.key && a.text == b.text && a.sm == b.sm }
	for i, j := 0, 0; i < len(entries); i = j {
		for j = i + 1; j < len(entries) && same(entries[i], entries[j]); j++ {
		}
		if group := entries[i:j]; slices.ContainsFunc(group, func(e tableEntry) bool { return e.msg != group[0].msg }) {
			entries[i].msg = commonError(group)
		}
	}
	entries = slices.CompactFunc(entries, same)
	for _, e := range entries {
		if e.msg != "" {
			refused[e.key] = true
		}
	}
	entries = slices.DeleteFunc(entries, func(e tableEntry) bool { return !refused[e.key] })
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
	var keys []uint64
	var bounds []byte
	for _, e := range entries {
		if e.msg == "" {
			continue
		}
		if n := len(keys); n > 0 && keys[n-1] == e.key {
			bounds[n-1] = max(bounds[n-1], byte(e.sm+1))
			continue
		}
		keys, bounds = append(keys, e.key), append(bounds, byte(e.sm+1))
	}
	b.Write(le.AppendUint32(nil, uint32(len(keys))))
	var keyBytes []byte
	for _, k := range keys {
		keyBytes = le.AppendUint64(keyBytes, k)
	}
	b.Write(keyBytes)
	b.Write(bounds)
	b.Write(ptx.WatchBits(keyBytes))
	return b.Bytes(), nil
}

// OperandErrors begin ptxas's errors about an instruction's operands rather than its form
// (internal/module's operand rules give them, before the form's): the table holds none.
var OperandErrors = []string{
	"Argument 2 of instruction 'cp.async': unexpected value",
	"Sink '_' is expected as a destination operand",
	"Illegal vector size: 3",
}

// IsOperandError reports whether ptxas's error msg is about an operand (OperandErrors).
func IsOperandError(msg string) bool {
	return slices.ContainsFunc(OperandErrors, func(p string) bool { return strings.HasPrefix(msg, p) })
}

// formError is v's first error about its form, not an operand's, or "".
func formError(v Verdict) string {
	for _, e := range strings.Split(v.Errors, "|") {
		if !IsOperandError(e) {
			return e
		}
	}
	return ""
}

// TargetMark stands in a table message for the target ptxas names (".target 'sm_90'"): where
// the sm_90 and sm_90a modules of an Extra form differ in that name alone (ldmatrix .m16n16),
// the loader writes its target there.
const TargetMark = "{target}"

// targetNamed is v with the target its messages name, sm_90 or sm_90a, as TargetMark.
func targetNamed(v Verdict) Verdict {
	r := strings.NewReplacer("'sm_90a'", "'"+TargetMark+"'", "'sm_90'", "'"+TargetMark+"'")
	v.Msg, v.Errors = r.Replace(v.Msg), r.Replace(v.Errors)
	return v
}

// tableEntry is one form's verdict under one target, as RecordedTable gathers them.
type tableEntry struct {
	key, text uint64
	sm        int
	msg       string
	errs      []string // every error of the module's log
}

// commonError is the first error of group[0]'s log that every module of group logged, or ""
// (one loaded, or none is common).
func commonError(group []tableEntry) string {
	for _, e := range group[0].errs {
		if e != "" && !slices.ContainsFunc(group, func(o tableEntry) bool { return !slices.Contains(o.errs, e) }) {
			return e
		}
	}
	return ""
}

// recordedVariants are the recorded register variants (Variants) by name.
func recordedVariants(verdicts map[string]Verdict) map[string]Form {
	names := map[string]bool{}
	for name := range verdicts {
		if base, ok := VariantOf(name); ok {
			names[base] = true
		}
	}
	out := map[string]Form{}
	for _, f := range Variants(names) {
		out[f.Name] = f
	}
	return out
}

// variantFormError is the form's own error where the H200 refused its module with "Arguments
// mismatch" (ptxas checks the registers before the modifiers, the rounding, the feature and
// the target, and stops there) and a register variant got further: the first variant (in
// VariantPlans' order) refused at its instruction's line with another message
// (cvt_rn_sat_bf16_s8_d2s2_90 is an Arguments mismatch in .b16 registers, "Illegal modifier
// '.sat'" in .b8 ones). internal/module's operand rules give the Arguments mismatch.
func variantFormError(name string, v Verdict, verdicts map[string]Verdict, variants map[string]Form) (Verdict, bool) {
	if v.Code == 0 || !strings.HasPrefix(v.Msg, "Arguments mismatch") {
		return Verdict{}, false
	}
	for _, plan := range VariantPlans {
		w, ok := verdicts[name+"__"+plan]
		if !ok || w.Code == 0 || w.Msg == "" || strings.HasPrefix(w.Msg, "Arguments mismatch") {
			continue
		}
		if in := formInstr(variants[name+"__"+plan]); in != nil && in.Line == w.Line {
			return w, true
		}
	}
	return Verdict{}, false
}

// operandFree reports whether the H200's "Arguments mismatch" refusal v of form name is the
// form's own: no register variant of it (Variants) loaded, and two or more were refused with
// the same message.
func operandFree(name string, v Verdict, verdicts map[string]Verdict) bool {
	same := 0
	for _, plan := range VariantPlans {
		w, ok := verdicts[name+"__"+plan]
		switch {
		case !ok:
		case w.Code == 0:
			return false
		case w.Msg == v.Msg:
			same++
		}
	}
	return same >= 2
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
