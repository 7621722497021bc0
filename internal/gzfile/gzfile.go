// Package gzfile reads the data files that the repository may keep
// gzip-compressed (goldens, images, reference recordings): a reader names a
// file as it was recorded (out.bin, kernel.ptx) and gets its bytes whether
// NAME or NAME.gz is on disk. A large file can then be compressed
// (gzip -9n and a rename) without touching its readers, and a new one can be
// added either way. Both at once is an error: one of them is stale.
package gzfile

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"cudasim/internal/bounded"
)

// Ext is the name suffix of a compressed file.
const Ext = ".gz"

// MaxBytes bounds what ReadFile returns: no recorded file comes near it, and
// a gzip bomb or a device named as a file stops there.
const MaxBytes = 1 << 30

// ErrBoth is wrapped by the error for a file stored both plain and compressed.
var ErrBoth = errors.New("stored both plain and gzip-compressed")

// Find returns the name under which path is stored: path itself, or
// path.gz. When neither exists the error is path's (fs.ErrNotExist).
func Find(path string) (string, error) {
	_, plainErr := os.Stat(path)
	_, gzErr := os.Stat(path + Ext)
	switch {
	case plainErr == nil && gzErr == nil:
		return "", fmt.Errorf("%s: %w (remove the stale one)", path, ErrBoth)
	case plainErr == nil:
		return path, nil
	case gzErr == nil:
		return path + Ext, nil
	}
	return "", plainErr
}

// Exists reports whether path is stored, plain or compressed.
func Exists(path string) bool {
	_, err := Find(path)
	return err == nil
}

// ReadFile returns the bytes of path, gunzipped when it is stored as path.gz.
// A path given with its .gz is gunzipped too: its reader wants the data, and
// handing back the compressed bytes would pass unnoticed.
func ReadFile(path string) ([]byte, error) {
	return ReadFileMax(path, MaxBytes)
}

// ReadFileMax is ReadFile failing, with an error wrapping bounded.ErrTooLarge,
// when the file holds more than max bytes.
func ReadFileMax(path string, max int64) ([]byte, error) {
	name, err := Find(path)
	if err != nil {
		return nil, err
	}
	if name == path && !strings.HasSuffix(path, Ext) {
		return bounded.ReadFile(path, max)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%v)", name, st.Mode().Type())
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	defer zr.Close()
	b, err := io.ReadAll(bounded.Reader(zr, max, name+" gunzipped"))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return b, nil
}

// CompressFrom is the size from which the repository stores a recorded file
// compressed: below it gzip saves little.
const CompressFrom = 4096

// WriteFile writes data to path in the form the repository keeps it in:
// gzip-compressed as path.gz when it holds CompressFrom bytes or more or is
// stored so already, else plain; the other form, if any, is removed. Tests
// that regenerate goldens then leave the tree as it was.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	_, err := os.Stat(path + Ext)
	if err != nil && len(data) < CompressFrom {
		if err := os.WriteFile(path, data, perm); err != nil {
			return err
		}
		return removeIfThere(path + Ext)
	}
	z, err := Compress(data)
	if err != nil {
		return err
	}
	if err := os.WriteFile(path+Ext, z, perm); err != nil {
		return err
	}
	return removeIfThere(path)
}

func removeIfThere(path string) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// Compress returns data gzip-compressed at the best compression, with no
// name or time in the header (as gzip -9n), so the same data gives the same bytes.
func Compress(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Glob returns the files matching pattern stored plain or compressed (those
// matching pattern.gz), each named as the plain file, sorted, each once. The
// pattern should not itself match compressed names ("*.bin", not "*").
func Glob(pattern string) ([]string, error) {
	plain, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	packed, err := filepath.Glob(pattern + Ext)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []string
	for _, p := range plain {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range packed {
		p = strings.TrimSuffix(p, Ext)
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out, nil
}
