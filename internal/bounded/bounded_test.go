package bounded

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f")
	os.WriteFile(p, []byte("0123456789"), 0o644)
	if b, err := ReadFile(p, 10); err != nil || string(b) != "0123456789" {
		t.Errorf("ReadFile(10 bytes, max 10) = %q, %v", b, err)
	}
	if _, err := ReadFile(p, 9); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(10 bytes, max 9): %v, want ErrTooLarge", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := ReadFile("/dev/zero", 1<<20); err == nil {
			t.Errorf("ReadFile(/dev/zero): no error")
		}
	}
}

func TestReader(t *testing.T) {
	if b, err := io.ReadAll(Reader(strings.NewReader("abc"), 3, "x")); err != nil || string(b) != "abc" {
		t.Errorf("3 bytes, max 3: %q, %v", b, err)
	}
	if _, err := io.ReadAll(Reader(strings.NewReader("abcd"), 3, "x")); !errors.Is(err, ErrTooLarge) {
		t.Errorf("4 bytes, max 3: %v, want ErrTooLarge", err)
	}
}

func TestLine(t *testing.T) {
	br := bufio.NewReaderSize(strings.NewReader("short\n"+strings.Repeat("x", 100)+"\nend"), 16)
	if l, err := Line(br, 50); err != nil || l != "short\n" {
		t.Errorf("first line: %q, %v", l, err)
	}
	if _, err := Line(br, 50); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a 101-byte line, max 50: %v, want ErrTooLarge", err)
	}
	br = bufio.NewReader(strings.NewReader("last"))
	if l, err := Line(br, 50); err != io.EOF || l != "last" {
		t.Errorf("last line without newline: %q, %v", l, err)
	}
}
