//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"testing"
)

// The device runtime programs of testdata/cudart/devrt (see its
// README.md): dynamic parallelism, device streams, tail and fire-and-forget
// launches, device queries and copies, device graph launch, built with
// relocatable device code (-rdc=true -lcudadevrt) by nvcc 11.8 and 13.0,
// each with its output on a real H200 beside it as a golden file.
const devrtDir = cudartDir + "/devrt"

// devrtNotModelled are the programs whose H200 output cudasim does not
// reproduce, and why (docs/device-runtime.md, "Not modelled").
var devrtNotModelled = map[string]string{}

// TestCudartDevrt runs every binary of testdata/cudart/devrt/bin.tar.zst
// (bin/bNNN/NAME) that has a golden file devrt/golden/bNNN/NAME.h200.out on
// cudasim's libcuda.so.1, with the toolkit's libcudart from the cudart
// tests' archive, and compares its output and exit status with the golden
// file exactly (runPrograms).
func TestCudartDevrt(t *testing.T) {
	t.Parallel()
	runtimeDir := cudartBinaries(t) // the libcudart.so.N of each toolkit
	cases := binaryCases(t, unpackPrograms(t, devrtDir, "bin.tar.zst"), filepath.Join(devrtDir, "golden"), runtimeDir)
	for i, c := range cases {
		if why, ok := devrtNotModelled[filepath.Base(c.exe)]; ok {
			cases[i].skip = "not modelled: " + why
		}
	}
	runPrograms(t, library(t), cases)
}

// TestDeviceUpdatableKernelNodes runs testdata/reference/occ12/devupd's
// t_dp_devupd (device-updatable kernel nodes: the host calls around one,
// each device-side update and what the node did in that launch and the
// next ones), built by nvcc 13.0 on the GPU machine, on cudasim's
// libcuda.so.1 with CUDA 13.0's libcudart, and compares its output with the
// H200's (w2/devupd.h200.1.out; two runs there were identical).
func TestDeviceUpdatableKernelNodes(t *testing.T) {
	const dir = "../testdata/reference/occ12"
	exe, err := filepath.Abs(filepath.Join(dir, "devupd", "t_dp_devupd"))
	if err != nil {
		t.Fatal(err)
	}
	runtimeDir := cudartBinaries(t) // the libcudart.so.13
	runPrograms(t, library(t), []programCase{{name: "t_dp_devupd", exe: exe, golden: filepath.Join(dir, "w2", "devupd.h200.1.out"),
		path: []string{filepath.Join(runtimeDir, "b130")}}})
}

// TestDeviceUpdatableKernelNodes2 runs testdata/reference/occ13's builds of
// t_dp_devupd2 (bin.txz: plain, NO_LASTERR, HOST_FIRST; run.sh there) on
// cudasim and compares each with the H200's output (w8/NAME.h200.1.out;
// two runs there were identical): a kernel that calls cudaGetLastError
// refusing device-launch instantiation, updates in the parameter block's
// padding, UpdatesApply's atomicity, one instantiation at a time, updates
// without a device-launch graph.
func TestDeviceUpdatableKernelNodes2(t *testing.T) {
	const dir = "../testdata/reference/occ13"
	bin := unpackPrograms(t, dir, "bin.txz")
	runtimeDir := cudartBinaries(t) // the libcudart.so.13
	var cases []programCase
	for _, v := range []string{"plain", "NO_LASTERR", "HOST_FIRST"} {
		cases = append(cases, programCase{name: v, exe: filepath.Join(bin, "t_"+v), golden: filepath.Join(dir, "w8", v+".h200.1.out"),
			path: []string{filepath.Join(runtimeDir, "b130")}})
	}
	runPrograms(t, library(t), cases)
}
