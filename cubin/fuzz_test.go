package cubin

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"cudasim/cu"
)

// seedMax bounds a seed image: the fuzzer minimises every new interesting
// input derived from a seed, and minimising a 20 KB image took whole
// one-minute runs (5-20 execs); small seeds keep the targets exploring.
// Run them with tools/fuzz.sh (it also caps minimisation time).
const seedMax = 8 << 10

// addImages seeds f with the committed images matching pattern that are at
// most seedMax bytes.
func addImages(f *testing.F, pattern string) {
	files, _ := filepath.Glob(filepath.Join(images, pattern))
	n := 0
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		if len(b) <= seedMax {
			f.Add(b)
			n++
		}
	}
	if n == 0 {
		f.Fatalf("no seed images of at most %d bytes match %s", seedMax, pattern)
	}
}

// checkAny parses b, selects for two devices, checks every kernel and
// renders the description. Every failure must carry one of the codes a
// load can return (or CUDA_ERROR_NOT_SUPPORTED for encodings cubin does
// not read); nothing may panic.
func checkAny(t *testing.T, b []byte) {
	if n, err := Size(b); err == nil && (n < 0 || n > int64(len(b))+1) {
		t.Fatalf("Size = %d for %d bytes", n, len(b))
	}
	img, err := Parse(b)
	if err != nil {
		switch cu.Code(err) {
		case cu.ErrorInvalidImage, cu.ErrorInvalidPTX, cu.ErrorUnsupportedPTXVersion, cu.ErrorNotSupported:
		default:
			t.Fatalf("Parse: %v: not a load error code", err)
		}
		return
	}
	for _, dev := range []int{80, 90} {
		p, err := img.Select(dev)
		if err != nil {
			switch cu.Code(err) {
			case cu.ErrorInvalidImage, cu.ErrorInvalidPTX, cu.ErrorUnsupportedPTXVersion, cu.ErrorNoBinaryForGpu, cu.ErrorNotSupported:
			default:
				t.Fatalf("Select(%d): %v: not a load error code", dev, err)
			}
			continue
		}
		for _, k := range p.Kernels {
			if err := p.CheckExecutable(k.Name); err != nil && cu.Code(err) != cu.ErrorNotSupported {
				t.Fatalf("CheckExecutable(%s): %v", k.Name, err)
			}
		}
	}
	if err := Describe(io.Discard, img, 90); err != nil {
		t.Fatalf("Describe: %v", err)
	}
}

func FuzzParseELF(f *testing.F) {
	addImages(f, "*/*.cubin")
	f.Fuzz(func(t *testing.T, b []byte) {
		if Detect(b) != FormatELF {
			return
		}
		checkAny(t, b)
	})
}

// FuzzParseHost: a host object is read without a panic, and whatever it
// yields describes.
func FuzzParseHost(f *testing.F) {
	fatbin, err := os.ReadFile(filepath.Join(images, "cuda11/probe.ptx70.fatbin"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(hostELF(fatbin))
	img, err := ParseHost(hostELF(fatbin))
	if err != nil || len(img.Entries) == 0 {
		f.Fatalf("the seed host object: %v", err)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		img, err := ParseHost(b)
		if err != nil {
			if c := cu.Code(err); c != cu.ErrorInvalidImage && c != cu.ErrorNotSupported && c != cu.ErrorInvalidPTX {
				t.Fatalf("ParseHost: %v", err)
			}
			return
		}
		if err := Describe(io.Discard, img, 90); err != nil {
			t.Fatalf("Describe: %v", err)
		}
	})
}

func FuzzParseFatbin(f *testing.F) {
	addImages(f, "cuda13/*.fatbin")
	addImages(f, "cuda11/probe.*fatbin")
	// nvcc's fatbins above have no ident or options; the linker's have.
	f.Add(BuildFatbin([]*Entry{{Kind: KindPTX, Arch: Arch{SM: 80}, Major: 7, Minor: 8, Flags: Flag64Bit, Ident: "linked", Options: "-O3",
		Code: []byte(".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k() { ret; }\n")}}))
	f.Fuzz(func(t *testing.T, b []byte) {
		if Detect(b) != FormatFatbin {
			return
		}
		checkAny(t, b)
		checkRebuilt(t, b)
	})
}

// checkRebuilt: the entries of a fatbin that parses, written again by
// BuildFatbin (cuLinkComplete's writer), parse back the same, uncompressed.
func checkRebuilt(t *testing.T, b []byte) {
	img, err := Parse(b)
	if err != nil {
		return
	}
	again, err := Parse(BuildFatbin(img.Entries))
	if err != nil {
		t.Fatalf("the rebuilt fatbin of %d entries does not parse: %v", len(img.Entries), err)
	}
	if len(again.Entries) != len(img.Entries) {
		t.Fatalf("rebuilt: %d entries, want %d", len(again.Entries), len(img.Entries))
	}
	kept := func(e *Entry) string {
		flags := e.Flags &^ (FlagLZ4 | FlagZstd | 0x1000)
		options := ""
		if e.Kind == KindPTX {
			options = e.Options
		}
		code := e.Code
		if e.Kind != KindPTX {
			// BuildFatbin pads other code with zeros to 8 bytes, which Parse keeps.
			code = append(bytes.Clone(code), make([]byte, -len(code)&7)...)
		}
		sum := sha256.Sum256(code)
		return fmt.Sprintf("kind %v arch %v version %d.%d flags %#x ident %q options %q code %d bytes, SHA-256 %x",
			e.Kind, e.Arch, e.Major, e.Minor, flags, e.Ident, options, len(code), sum[:8])
	}
	for i, e := range img.Entries {
		if got, want := kept(again.Entries[i]), kept(e); got != want {
			t.Fatalf("entry %d rebuilt:\n%s\nwant\n%s", i, got, want)
		}
	}
}

func FuzzParsePTX(f *testing.F) {
	addImages(f, "*/*.ptx")
	f.Add([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry bad( { ret; }\n"))
	f.Add([]byte(".version 99.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n"))
	f.Add([]byte(".version 8.0\n.target sm_100\n.address_size 64\n.visible .entry good() { ret; }\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		checkAny(t, b)
	})
}

// hostELF is the smallest host ELF64 object holding fatbin in .nv_fatbin:
// a header, the section names, the fatbin, and three section headers.
func hostELF(fatbin []byte) []byte {
	le := binary.LittleEndian
	names := "\x00.shstrtab\x00.nv_fatbin\x00"
	b := make([]byte, 64)
	copy(b, "\x7fELF\x02\x01\x01")
	le.PutUint16(b[16:], 1)  // ET_REL
	le.PutUint16(b[18:], 62) // EM_X86_64
	le.PutUint32(b[20:], 1)
	namesOff := len(b)
	b = append(b, names...)
	for len(b)%8 != 0 {
		b = append(b, 0)
	}
	fatOff := len(b)
	b = append(b, fatbin...)
	for len(b)%8 != 0 {
		b = append(b, 0)
	}
	shoff := len(b)
	le.PutUint64(b[40:], uint64(shoff))
	le.PutUint16(b[52:], 64)
	le.PutUint16(b[58:], 64)
	le.PutUint16(b[60:], 3)
	le.PutUint16(b[62:], 1)
	section := func(name, typ uint32, off, size int) {
		h := make([]byte, 64)
		le.PutUint32(h[0:], name)
		le.PutUint32(h[4:], typ)
		le.PutUint64(h[24:], uint64(off))
		le.PutUint64(h[32:], uint64(size))
		le.PutUint64(h[48:], 8)
		b = append(b, h...)
	}
	section(0, 0, 0, 0)
	section(1, 3, namesOff, len(names)) // .shstrtab
	section(11, 1, fatOff, len(fatbin)) // .nv_fatbin, PROGBITS
	return b
}
