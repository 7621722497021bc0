package module

import (
	"archive/tar"
	"bytes"
	"io"
	"os/exec"
	"path"
	"strings"
	"testing"

	"cudasim/cubin"
)

// bigImages are the large images a load benchmark reads: t_cub.fatbin (nvcc 13.0, 311 KB of
// PTX beside sm_90 SASS) and the CCCL programs' images (libcuda/testdata/cudart/cccl/bin.txz,
// nvcc 13.0 builds: each program's .nv_fatbin, read through the xz command; skipped without it).
func bigImages(b *testing.B) map[string][]byte {
	out := map[string][]byte{"t_cub": readFile(b, "../../testdata/images/cuda13/t_cub.fatbin")}
	xz, err := exec.LookPath("xz")
	if err != nil {
		return out
	}
	txz, err := exec.Command(xz, "-dc", "../../libcuda/testdata/cudart/cccl/bin.txz").Output()
	if err != nil {
		b.Fatal(err)
	}
	tr := tar.NewReader(bytes.NewReader(txz))
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		if !strings.HasPrefix(h.Name, "bin/b130/t_") {
			continue
		}
		exe, err := io.ReadAll(tr)
		if err != nil {
			b.Fatal(err)
		}
		img, err := cubin.ParseHost(exe)
		if err != nil || len(img.Entries) == 0 {
			continue
		}
		out[path.Base(h.Name)] = cubin.BuildFatbin(img.Entries)
	}
	return out
}

// BenchmarkBigLoad is a process's first load of a large image and its first launch, the image
// cache emptied before each: load is the parse and the selection of the device's code (what
// cuModuleLoadData pays before placing it), first-launch adds the load into a context under
// lazy loading and the lowering of the image's first kernel that has PTX, and its unload.
// cpu-ms/op is the process's CPU time (the collector's included), steadier than the wall time on
// a loaded machine.
func BenchmarkBigLoad(b *testing.B) {
	for name, src := range bigImages(b) {
		img, err := Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		code, err := img.Code(90)
		if err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		kernel := ""
		for _, k := range code.Program.Kernels {
			if code.Program.CheckExecutable(k.Name) == nil {
				kernel = k.Name
				break
			}
		}
		b.Run(name+"/load", func(b *testing.B) {
			b.SetBytes(int64(len(code.Program.PTXSource())))
			cpu0 := processCPU()
			defer func() { b.ReportMetric(float64(processCPU()-cpu0)/1e6/float64(b.N), "cpu-ms/op") }()
			for b.Loop() {
				parsed = imageCache{maxImages: parsed.maxImages, maxCost: parsed.maxCost}
				img, err := Parse(src)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := img.Code(90); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/first-launch", func(b *testing.B) {
			cpu0 := processCPU()
			defer func() { b.ReportMetric(float64(processCPU()-cpu0)/1e6/float64(b.N), "cpu-ms/op") }()
			for b.Loop() {
				parsed = imageCache{maxImages: parsed.maxImages, maxCost: parsed.maxCost}
				img, err := Parse(src)
				if err != nil {
					b.Fatal(err)
				}
				code, err := img.Code(90)
				if err != nil {
					b.Fatal(err)
				}
				m, err := Load(code, newFakeEnv(), nil, true)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := m.Kernel(kernel); err != nil {
					b.Fatal(err)
				}
				m.Unload()
			}
		})
	}
}
