//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import "unsafe"

// cStdout writes device printf output through the C program's stdout, so that
// it interleaves with the program's own output as the real driver's does.
type cStdout struct{}

func (cStdout) Write(b []byte) (int, error) {
	if len(b) > 0 {
		C.cudasim_stdout_write(unsafe.Pointer(&b[0]), C.size_t(len(b)))
	}
	return len(b), nil
}
