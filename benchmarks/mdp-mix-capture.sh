# Sourced by the decode scripts (decode-parquet.sh, decode-warm.sh) from the project's root: makes the
# decode benchmark's capture (MdpCaptureGenerator's 1,000,000-message MDP 3.0 mix) in a temporary folder
# removed on exit, and names the jar and schema they decode it with.
jar=compiler/target/sbetool.jar
schema=testdata/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
capture=$work/mdp3-mix-1m.pcap
java -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.MdpCaptureGenerator "$capture" 1000000 > /dev/null
