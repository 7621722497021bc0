package cubin

import (
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

func FuzzParseFatbin(f *testing.F) {
	addImages(f, "cuda13/*.fatbin")
	addImages(f, "cuda11/probe.*fatbin")
	f.Fuzz(func(t *testing.T, b []byte) {
		if Detect(b) != FormatFatbin {
			return
		}
		checkAny(t, b)
	})
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
