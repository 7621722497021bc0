package main

//export cuA
func cuA(prefix string) int {
	rec.record("cu"+prefix, 0, nil, nil)
	return 0
}

func (r *recorder) record(name string, res int, args, outs any) {}
