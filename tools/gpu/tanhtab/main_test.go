package main

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

func writeRegion(t *testing.T, body []byte) string {
	t.Helper()
	enc, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "region.zst")
	if err := os.WriteFile(p, enc.EncodeAll(body, nil), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestReadRegion: a region of one binade at 2^21-input resolution (4
// entries) decodes to the identity below tiny, the entries by block, and 1
// from sat.
func TestReadRegion(t *testing.T) {
	b := []byte("TNH1")
	b = binary.LittleEndian.AppendUint32(b, 0x3f800001)
	b = binary.LittleEndian.AppendUint32(b, 0x40000000)
	b = append(b, 21)
	prev := uint32(0)
	for _, v := range []uint32{0x3f000000, 0x3f000010, 0x3f000020, 0x3f000030} {
		b = binary.LittleEndian.AppendUint32(b, v-prev)
		prev = v
	}
	m, err := readRegion(writeRegion(t, b))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ p, want uint32 }{
		{0x3f800000, 0x3f800000}, {0x3f800001, 0x3f000000}, {0x3f9fffff, 0x3f000000},
		{0x3fa00000, 0x3f000010}, {0x3fffffff, 0x3f000030}, {0x40000000, 0x3f800000},
	} {
		if got := m.at(tc.p); got != tc.want {
			t.Errorf("at(%#x) = %#x, want %#x", tc.p, got, tc.want)
		}
	}
	for _, tc := range []struct {
		body []byte
		want string
	}{
		{[]byte("XXXX12345678"), "bad header"},
		{b[:12], "truncated header"},
		{b[:len(b)-1], "body bytes"},
		{b[:13], "entries"},
	} {
		if _, err := readRegion(writeRegion(t, tc.body)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("readRegion(%d bytes) = %v, want an error with %q", len(tc.body), err, tc.want)
		}
	}
}
