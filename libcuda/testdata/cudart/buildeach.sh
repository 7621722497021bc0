# buildeach.sh, sourced by thrust/build.sh and cub/build.sh: build_each NAME... runs the
# sourcing script's build_one for each NAME (default: the first column of $here/list.txt),
# JOBS at a time, each one's output into $out/NAME.log, a line per test saying how it went.
build_each() {
	local names=("$@") name
	if [ ${#names[@]} -eq 0 ]; then
		mapfile -t names < <(grep -v '^#' "$here/list.txt" | awk 'NF {print $1}')
	fi
	for name in "${names[@]}"; do
		(
			start=$SECONDS
			if build_one "$name" > "$out/$name.log" 2>&1; then
				echo "built $name in $((SECONDS - start)) s"
			else
				echo "FAILED $name after $((SECONDS - start)) s (see $out/$name.log)"
			fi
		) &
		while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
	done
	wait
}
