package replay

import (
	"cudasim/driver"
	"cudasim/trace"
)

// The trace forms of the C structures and list elements
// internal/surface/surface.txt names (struct:NAME, list:ELEM:COUNT), as
// libcuda's recorder writes them (libcuda/structs.go): NAMEArg reads a
// structure argument, NAMEElem one element of a list.

// memLocationArg reads a CUmemLocation: (type, id).
func (r *Replayer) memLocationArg(c *trace.Call, i int, key string) (driver.MemLocation, error) {
	v, err := r.arg(c, i, key)
	if err != nil {
		return driver.MemLocation{}, err
	}
	return r.memLocation(c, v)
}

func (r *Replayer) memLocation(c *trace.Call, v trace.Value) (driver.MemLocation, error) {
	n, err := r.ints(c, v, "a location (type, id)", 2)
	if err != nil {
		return driver.MemLocation{}, err
	}
	return driver.MemLocation{Type: int32(n[0]), ID: int32(n[1])}, nil
}

// memPoolPropsArg reads CUmemPoolProps: (allocType, handleTypes, (type,
// id), maxSize), or null.
func (r *Replayer) memPoolPropsArg(c *trace.Call, i int, key string) (*driver.MemPoolProps, error) {
	v, err := r.arg(c, i, key)
	if err != nil || v.Kind == trace.KindNull {
		return nil, err
	}
	const want = "pool properties (allocType, handleTypes, (type, id), maxSize)"
	if v.Kind != trace.KindTuple || len(v.Elems) != 4 {
		return nil, r.badTrace(c, "%s: want %s, found %s", c.Name, want, v)
	}
	head, err := r.ints(c, trace.Tuple(v.Elems[0], v.Elems[1], v.Elems[3]), want, 3)
	if err != nil {
		return nil, err
	}
	loc, err := r.memLocation(c, v.Elems[2])
	if err != nil {
		return nil, err
	}
	return &driver.MemPoolProps{AllocType: int32(head[0]), HandleTypes: int32(head[1]), LocationType: loc.Type, LocationID: loc.ID, MaxSize: head[2]}, nil
}

// memsetNodeParamsArg reads CUDA_MEMSET_NODE_PARAMS: (dst, pitch, value,
// elementSize, width, height).
func (r *Replayer) memsetNodeParamsArg(c *trace.Call, i int, key string) (driver.MemsetNodeParams, error) {
	v, err := r.arg(c, i, key)
	if err != nil {
		return driver.MemsetNodeParams{}, err
	}
	n, err := r.ints(c, v, "memset parameters (dst, pitch, value, elementSize, width, height)", 6)
	if err != nil {
		return driver.MemsetNodeParams{}, err
	}
	return driver.MemsetNodeParams{Dst: driver.DevicePtr(n[0]), Pitch: n[1], Value: uint32(n[2]), ElementSize: uint32(n[3]), Width: n[4], Height: n[5]}, nil
}

// memAccessDescElem reads a CUmemAccessDesc: ((type, id), flags).
func (r *Replayer) memAccessDescElem(c *trace.Call, v trace.Value) (driver.MemAccessDesc, error) {
	const want = "an access descriptor ((type, id), flags)"
	if v.Kind != trace.KindTuple || len(v.Elems) != 2 {
		return driver.MemAccessDesc{}, r.badTrace(c, "%s: want %s, found %s", c.Name, want, v)
	}
	loc, err := r.memLocation(c, v.Elems[0])
	if err != nil {
		return driver.MemAccessDesc{}, err
	}
	f, err := r.raw(c, v.Elems[1])
	return driver.MemAccessDesc{Location: loc, Flags: int32(f)}, err
}

// nodeElem reads a CUgraphNode by name.
func (r *Replayer) nodeElem(c *trace.Call, v trace.Value) (driver.GraphNode, error) {
	n, err := r.raw(c, v)
	return driver.GraphNode(n), err
}

// ints reads a tuple of n integers.
func (r *Replayer) ints(c *trace.Call, v trace.Value, what string, n int) ([]uint64, error) {
	if v.Kind != trace.KindTuple || len(v.Elems) != n {
		return nil, r.badTrace(c, "%s: want %s, found %s", c.Name, what, v)
	}
	out := make([]uint64, n)
	for i, e := range v.Elems {
		if e.Kind != trace.KindInt && e.Kind != trace.KindSymbol {
			return nil, r.badTrace(c, "%s: want %s, found %s", c.Name, what, v)
		}
		x, err := r.raw(c, e)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// listArg reads a list argument (null: none) element by element.
func listArg[T any](r *Replayer, c *trace.Call, i int, key string, elem func(*trace.Call, trace.Value) (T, error)) ([]T, error) {
	v, err := r.arg(c, i, key)
	if err != nil || v.Kind == trace.KindNull {
		return nil, err
	}
	if v.Kind != trace.KindList {
		return nil, r.badTrace(c, "%s: want a list, found %s", c.Name, v)
	}
	out := make([]T, len(v.Elems))
	for j, e := range v.Elems {
		if out[j], err = elem(c, e); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// sizeOfList reads argument i, the length of the lists before it: it may be
// left out, and must be each list's.
func (r *Replayer) sizeOfList(c *trace.Call, i int, key string, lens ...int) (uint64, error) {
	v, ok := c.Arg(i, key)
	if !ok {
		return uint64(lens[0]), nil
	}
	m, err := r.raw(c, v)
	if err != nil {
		return 0, err
	}
	for _, n := range lens {
		if m != uint64(n) {
			return 0, r.badTrace(c, "%s: %s is %d for a list of %d", c.Name, key, m, n)
		}
	}
	return m, nil
}
