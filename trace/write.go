package trace

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"cudasim/cu"
)

// A Writer writes a trace. Each method writes whole lines with one Write to
// the underlying writer, so a trace stays readable up to the last call even
// if the traced program crashes. A Writer is safe for concurrent use (a
// recorder calls it from every thread of the traced program).
type Writer struct {
	mu  sync.Mutex
	w   io.Writer
	c   io.Closer // the file Create opened, nil otherwise
	err error

	// Data files: byte values longer than inlineMax go to dataDir on disk
	// and appear in the trace as file:dataRef/<hash>.bin.
	inlineMax int
	dataDir   string
	dataRef   string
	written   map[string]bool
}

// NewWriter returns a Writer that writes every value inline.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w, inlineMax: -1} }

// DefaultInlineMax is the size above which Create's Writer moves byte values
// (images, large copies) to data files.
const DefaultInlineMax = 256

// Create creates the trace file path, and a Writer that keeps byte values
// longer than DefaultInlineMax in files under path's base name plus ".data"
// (trace "run.trace" -> "run.data/1f2e3d4c5b6a.bin"), named by content so
// an image loaded a hundred times is stored once. Close the Writer when done.
func Create(path string) (*Writer, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	w := NewWriter(f)
	w.c = f
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + ".data"
	w.SetDataDir(filepath.Join(filepath.Dir(path), base), base, DefaultInlineMax)
	return w, nil
}

// SetDataDir makes w keep byte values longer than inlineMax bytes in files in
// dir (created when first needed), referred to in the trace as
// file:ref/NAME. ref is dir as seen from the trace's directory.
func (w *Writer) SetDataDir(dir, ref string, inlineMax int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.dataDir, w.dataRef, w.inlineMax = dir, ref, inlineMax
}

// Directive writes an @-line: Directive("devices", "h200", "h200").
func (w *Writer) Directive(name string, args ...string) error {
	var sb strings.Builder
	sb.WriteByte('@')
	sb.WriteString(name)
	for _, a := range args {
		sb.WriteByte(' ')
		if a == "" || strings.ContainsAny(a, " \t\"#") {
			a = fmt.Sprintf("%q", a)
		}
		sb.WriteString(a)
	}
	sb.WriteByte('\n')
	return w.write(sb.String())
}

// Comment writes text as comment lines.
func (w *Writer) Comment(text string) error {
	var sb strings.Builder
	for _, l := range strings.Split(text, "\n") {
		sb.WriteString("# ")
		sb.WriteString(l)
		sb.WriteByte('\n')
	}
	return w.write(sb.String())
}

// Blank writes an empty line (a paragraph break for readers).
func (w *Writer) Blank() error { return w.write("\n") }

// Call writes one call line, after its Notes as comment lines.
func (w *Writer) Call(c Call) error {
	var err error
	if c.Args, err = w.spill(c.Args); err != nil {
		return err
	}
	if c.Outs, err = w.spill(c.Outs); err != nil {
		return err
	}
	var sb strings.Builder
	for _, n := range c.Notes {
		sb.WriteString("# ")
		sb.WriteString(n)
		sb.WriteByte('\n')
	}
	c.format(&sb)
	sb.WriteByte('\n')
	return w.write(sb.String())
}

// Record writes a call given its parts: the thread tag, the entry point's
// name, its inputs, its result, and the values it returned.
func (w *Writer) Record(thread, name string, args []Value, r cu.Result, outs ...Value) error {
	return w.Call(Call{Thread: thread, Name: name, Args: args, Result: r, Outs: outs})
}

// Err is the first error writing failed with.
func (w *Writer) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// Close closes the file Create opened (a no-op for NewWriter's) and returns
// the first error met.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.c != nil {
		if err := w.c.Close(); err != nil && w.err == nil {
			w.err = err
		}
		w.c = nil
	}
	return w.err
}

func (w *Writer) write(s string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return w.err
	}
	if _, err := io.WriteString(w.w, s); err != nil {
		w.err = err
	}
	return w.err
}

// spill replaces long inline byte values by data files; the caller's values
// are left untouched.
func (w *Writer) spill(vs []Value) ([]Value, error) {
	w.mu.Lock()
	max, dir := w.inlineMax, w.dataDir
	w.mu.Unlock()
	if max < 0 || dir == "" || !needsSpill(vs, max) {
		return vs, nil
	}
	out := make([]Value, len(vs))
	for i, v := range vs {
		switch {
		case v.Kind == KindBytes && v.Str == "" && v.Mask == nil && len(v.Bytes) > max:
			name, err := w.dataFile(v.Bytes)
			if err != nil {
				return nil, err
			}
			out[i] = File(name, v.Bytes).Named(v.Key)
		case v.Kind == KindList || v.Kind == KindTuple:
			es, err := w.spill(v.Elems)
			if err != nil {
				return nil, err
			}
			v.Elems = es
			out[i] = v
		default:
			out[i] = v
		}
	}
	return out, nil
}

func needsSpill(vs []Value, max int) bool {
	for _, v := range vs {
		if v.Kind == KindBytes && v.Str == "" && v.Mask == nil && len(v.Bytes) > max {
			return true
		}
		if needsSpill(v.Elems, max) {
			return true
		}
	}
	return false
}

func (w *Writer) dataFile(b []byte) (string, error) {
	sum := sha256.Sum256(b)
	name := hex.EncodeToString(sum[:6]) + ".bin"
	w.mu.Lock()
	defer w.mu.Unlock()
	ref := name
	if w.dataRef != "" {
		ref = w.dataRef + "/" + name
	}
	if w.written[name] {
		return ref, nil
	}
	if err := os.MkdirAll(w.dataDir, 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(w.dataDir, name), b, 0o644); err != nil {
		return "", err
	}
	if w.written == nil {
		w.written = map[string]bool{}
	}
	w.written[name] = true
	return ref, nil
}
