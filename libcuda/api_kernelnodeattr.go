//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/driver"
)

// cuGraphKernelNodeGetAttribute, SetAttribute and CopyAttributes: the
// CUkernelNodeAttrValue union is decoded and written as the stream
// attributes' (api_streamattr.go); the driver decides
// (driver/kernelnodeattr.go).

//export cuGraphKernelNodeGetAttribute
func cuGraphKernelNodeGetAttribute(nd C.uintptr_t, id C.uint, v unsafe.Pointer) (res C.CUresult) {
	const name = "cuGraphKernelNodeGetAttribute"
	defer guard(name, &res)
	if rec.on() {
		return fwdGraph(name, sym_cuGraphKernelNodeGetAttribute, uint64(nd), uint64(id), uint64(uintptr(v)))
	}
	val, err := thread().GraphKernelNodeGetAttribute(driver.GraphNode(nd), driver.LaunchAttributeID(id))
	if err != nil {
		return ret(name, err)
	}
	if v == nil {
		return ret(name, errNullOut("value_out"))
	}
	putLaunchAttrValue(v, driver.LaunchAttributeID(id), val)
	return ret(name, nil)
}

//export cuGraphKernelNodeSetAttribute
func cuGraphKernelNodeSetAttribute(nd C.uintptr_t, id C.uint, v unsafe.Pointer) (res C.CUresult) {
	const name = "cuGraphKernelNodeSetAttribute"
	defer guard(name, &res)
	if rec.on() {
		return fwdGraph(name, sym_cuGraphKernelNodeSetAttribute, uint64(nd), uint64(id), uint64(uintptr(v)))
	}
	if v == nil {
		return ret(name, errNullOut("value"))
	}
	val, err := thread().GraphKernelNodeSetAttribute(driver.GraphNode(nd), driver.LaunchAttributeID(id), launchAttrValue(v))
	if err == nil && driver.LaunchAttributeID(id) == driver.LaunchAttributeDeviceUpdatableKernelNode {
		// The driver writes the node's device handle back into the caller's value (measured).
		putLaunchAttrValue(v, driver.LaunchAttributeDeviceUpdatableKernelNode, val)
	}
	return ret(name, err)
}

//export cuGraphKernelNodeCopyAttributes
func cuGraphKernelNodeCopyAttributes(dst, src C.uintptr_t) (res C.CUresult) {
	const name = "cuGraphKernelNodeCopyAttributes"
	defer guard(name, &res)
	if rec.on() {
		return fwdGraph(name, sym_cuGraphKernelNodeCopyAttributes, uint64(dst), uint64(src))
	}
	return ret(name, thread().GraphKernelNodeCopyAttributes(driver.GraphNode(dst), driver.GraphNode(src)))
}
