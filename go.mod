module cudasim

go 1.26

require (
	github.com/google/go-cmp v0.7.0
	github.com/klauspost/compress v1.20.4
	github.com/pierrec/lz4/v4 v4.1.33
	github.com/rogpeppe/go-internal v1.16.0
	golang.org/x/sys v0.26.0
)

require golang.org/x/tools v0.26.0 // indirect
