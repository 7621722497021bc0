package module

import (
	"testing"

	"cudasim/cubin"
	"cudasim/sim"
)

// reloadImages are what a test suite loads in every test: bench.ptx (four
// small kernels, PTX) and a CUB fatbin (t_cub of libcuda/testdata/cudart
// built by nvcc 13.0: sm_90 SASS and 300 KB of PTX, 11 kernels), each with
// the kernel the test launches.
var reloadImages = []struct{ name, path, kernel string }{
	{"bench.ptx", "../../sim/testdata/bench/bench.ptx", "vecadd"},
	{"t_cub.fatbin", "../../testdata/images/cuda13/t_cub.fatbin", "_Z9blockSumsILi256EEvPKiPx"},
}

// BenchmarkReload is what each test of such a suite pays again: parse,
// select, load into a context under lazy loading (variables allocated and
// initialised), the launched kernel's lowering (every kernel of bench.ptx,
// a PTX image; blockSums alone beside t_cub's SASS), unload. cached is cudasim's path (the
// image found by its bytes); uncached empties the cache before every load,
// which is what every load cost without it.
func BenchmarkReload(b *testing.B) {
	for _, im := range reloadImages {
		src := readFile(b, im.path)
		for _, mode := range []string{"cached", "uncached"} {
			b.Run(im.name+"/"+mode, func(b *testing.B) {
				for b.Loop() {
					if mode == "uncached" {
						parsed = imageCache{maxImages: parsed.maxImages, maxCost: parsed.maxCost}
					}
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
					if _, err := m.Kernel(im.kernel); err != nil {
						b.Fatal(err)
					}
					m.Unload()
				}
			})
		}
	}
}

// BenchmarkFirstLaunchCompile is the compilation a first launch of one
// kernel pays: every kernel of the module (eager: a PTX image, eager
// loading, and every image before lazy lowering) or the launched one (lazy:
// beside SASS under lazy loading).
func BenchmarkFirstLaunchCompile(b *testing.B) {
	for _, im := range reloadImages {
		img, err := cubin.Parse(readFile(b, im.path))
		if err != nil {
			b.Fatal(err)
		}
		p, err := img.Select(90)
		if err != nil {
			b.Fatal(err)
		}
		for _, mode := range []string{"eager", "lazy"} {
			b.Run(im.name+"/"+mode, func(b *testing.B) {
				for b.Loop() {
					compile := sim.CompileLazy
					if mode == "eager" {
						compile = sim.Compile
					}
					prog, err := compile(p.PTXModule())
					if err != nil {
						b.Fatal(err)
					}
					if _, err := prog.Kernel(im.kernel); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
