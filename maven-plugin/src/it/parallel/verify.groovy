// Each module's codecs are in its own package, with its own options, and nothing else is.
def log = new File(basedir, 'build.log').text
assert log.contains('Using the MultiThreadedBuilder implementation with a thread count of 2')
['alpha', 'beta', 'gamma', 'delta'].each { m ->
    def pkg = new File(basedir, "${m}/target/generated-sources/sbetool/demo/${m}/codecs")
    def sources = pkg.listFiles().findAll { it.name.endsWith('.java') }
    // each message's encoder and decoder, the header's, and BlockMemory and MutableBlockMemory
    assert sources.size() == 40 * 2 + 4 : "${m}: ${sources*.name}"
    assert new File(basedir, "${m}/target/classes/demo/${m}/codecs/${m.capitalize()}Message40Decoder.class").isFile()
    def generatedDirs = new File(basedir, "${m}/target/generated-sources/sbetool/demo").list() as List
    assert generatedDirs == [m] : "${m}: ${generatedDirs}"
    def encoder = new File(pkg, "${m.capitalize()}Message1Encoder.java").text
    def interfaces = m in ['beta', 'delta']
    assert encoder.contains('implements') == interfaces : "${m}: javaInterfaces=${interfaces}"
}
return true
