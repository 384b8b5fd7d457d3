// After the three builds of invoker.properties: what CI dashboards and the next night's build read.
def slurp = { String path -> new groovy.xml.XmlSlurper().parse(new File(basedir, path)) }

// 1. the planted bug: one test case per finding, failed, and the search case.
def racy = slurp('target/dampi-reports/TEST-org.example.RacyGather-4ranks.xml')
def racyCases = racy.testsuite.testcase
assert racyCases.size() == 2
def deadlock = racyCases.find { it.@name.text().startsWith('#1 deadlock at RacyGather.java:') }
assert deadlock.failure.size() == 1
assert deadlock.failure.@type.text() == 'deadlock'
def json = new groovy.json.JsonSlurper()
    .parse(new File(basedir, 'target/dampi-reports/org.example.RacyGather-4ranks.json'))
assert json.findings.size() == 1 && json.interleavings == 5 && json.exhausted

// 2. the same deadlock against the first build's report: known, skipped, the build passed.
def known = slurp('target/dampi-reports-baselined/TEST-org.example.RacyGather-4ranks.xml')
def knownCase = known.testsuite.testcase.find { it.@name.text().startsWith('#1 deadlock') }
assert knownCase.skipped.@message.text() == 'known: in the baseline'
assert knownCase.failure.size() == 0

// 3. the fix: only the search case, passed; and the @MpiTest of the sample's own tests ran at 3 and 4 ranks.
def fixed = slurp('target/dampi-reports/TEST-org.example.FixedGather-4ranks.xml')
assert fixed.testsuite.testcase.size() == 1 && fixed.testsuite.@failures.text() == '0'
def tests = slurp('target/surefire-reports/TEST-org.example.GatherTest.xml')
assert tests.@tests.text() == '2' && tests.@failures.text() == '0' && tests.@errors.text() == '0'
return true
