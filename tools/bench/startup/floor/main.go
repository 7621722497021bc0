// Command floor is the start-up floor of any Go library the drop-in's way:
// built with go build -buildmode=c-shared, it exports one empty cuInit, and
// ../floor.c loads it with dlopen and calls it once (tools/bench/startup/run7.sh;
// docs/performance.md, "Start-up, session 7").
package main

import "C"

//export cuInit
func cuInit(flags C.uint) C.int { return 0 }

func main() {}
