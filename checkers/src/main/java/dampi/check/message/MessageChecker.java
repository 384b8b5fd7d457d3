package dampi.check.message;

import dampi.check.Checker;
import dampi.check.Finding;
import dampi.check.FindingKind;
import dampi.rank.RunRecord;
import dampi.epoch.EpochLog;
import dampi.epoch.UnreceivedMessages;
import dampi.rank.MessageError;
import dampi.rank.RankRecord;
import dampi.site.Site;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Messages that did not fit their receive: a different basic type signature ({@code type-mismatch}), more elements
 * than the receive buffer holds ({@code truncation}), both at the receiving call; and, in a run where every rank
 * finalized, messages that were sent and never received ({@code resource-leak}, one finding per send site).
 */
public final class MessageChecker implements Checker {
  @Override
  public String name() {
    return "message";
  }

  @Override
  public List<Finding> check(RunRecord run) {
    List<Finding> findings = new ArrayList<>();
    for (RankRecord record : run.records()) {
      for (MessageError error : record.messageErrors()) {
        findings.add(error.kind() == MessageError.Kind.TYPE_MISMATCH
            ? new Finding(FindingKind.TYPE_MISMATCH, List.of(record.rank()), error.site(), "rank " + record.rank()
                + ": the message's basic type differs from the receive's (" + error.detail() + ")")
            : new Finding(FindingKind.TRUNCATION, List.of(record.rank()), error.site(), "rank " + record.rank()
                + ": the message is longer than the receive buffer (" + error.detail() + ")"));
      }
    }
    // A run whose receive failed on its message already has its finding; what it left unreceived follows from it.
    if (run.allFinalized() && findings.isEmpty()) {
      findings.addAll(unreceived(run));
    }
    return findings;
  }

  /**
   * One finding per send site: how many of its messages no receive took, and to whom they went. A message left to a
   * receive the program posted and never completed is not one of them: that receive is the leak, and is reported.
   */
  private static List<Finding> unreceived(RunRecord run) {
    List<EpochLog> logs = run.records().stream().map(RankRecord::epochLog).toList();
    Map<Site, List<UnreceivedMessages.Unreceived>> perSite = new LinkedHashMap<>();
    for (UnreceivedMessages.Unreceived message : run.unreceived()) {
      if (UnreceivedMessages.leftToAPendingReceive(logs, message)) {
        continue;
      }
      perSite.computeIfAbsent(message.message().site(), site -> new ArrayList<>()).add(message);
    }
    List<Finding> findings = new ArrayList<>();
    perSite.forEach((site, messages) -> {
      TreeSet<Integer> senders = new TreeSet<>();
      TreeSet<String> channels = new TreeSet<>();
      for (UnreceivedMessages.Unreceived message : messages) {
        int sender = message.senderWorldRank();
        senders.add(sender);
        channels.add("rank " + sender + " to rank " + message.receiverWorldRank() + " tag " + message.message().tag());
      }
      findings.add(new Finding(FindingKind.RESOURCE_LEAK, List.copyOf(senders), site, messages.size()
          + " x message sent at " + site + " never received before MPI.Finalize (" + String.join(", ", channels)
          + ")"));
    });
    return findings;
  }
}
