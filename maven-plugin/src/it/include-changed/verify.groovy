// build.log holds the six builds in order: generated, up to date, regenerated for the include, up to date,
// failed on the broken include, regenerated although the mended include is as it was at the last good run.
def log = new File(basedir, 'build.log').text
def include = new File(basedir, 'src/main/sbe/quote-messages.xml').canonicalPath
def generated = new File(basedir, 'target/generated-sources/sbetool/demo/quotes')
def steps = log.readLines().findAll { it.contains('sbetool: generating') || it.contains('sbetool: up to date') }
assert steps.size() == 6 : steps.join('\n')
assert steps[0].contains('sbetool: generating: first run')
assert steps[1].contains('sbetool: up to date')
assert steps[2].contains("sbetool: generating: ${include} changed")
assert steps[3].contains('sbetool: up to date')
assert steps[4].contains("sbetool: generating: ${include} changed")
assert log =~ /\[ERROR\] \Q${include}\E:\d+:\d+: error: type 'Venu' of field 'venue' is not a declared type/
assert steps[5].contains('sbetool: generating: the last run failed')
// The regenerated codecs have the include's new value; the codecs of the message it dropped are deleted.
assert new File(generated, 'Venue.java').text.contains('XPAR')
assert new File(generated, 'QuoteEncoder.java').isFile()
['OldQuoteEncoder.java', 'OldQuoteDecoder.java'].each { name ->
    assert !new File(generated, name).exists()
    assert log.contains("sbetool: deleted ${new File(generated, name).canonicalPath}, which is no longer generated")
}
return true
