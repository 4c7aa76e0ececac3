import SwiftUI

struct PlanCard: View {
  let plan: Plan
  let isSelected: Bool

  var body: some View {
    HStack {
      VStack(alignment: .leading, spacing: 4) {
        Text(plan.name)
          .font(.headline)
        Text("\(plan.price, format: .currency(code: "USD")) per \(plan.period)")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if let discount = plan.discount {
        Text("Save \(discount, format: .percent.precision(.fractionLength(0)))")
          .font(.caption.bold())
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Color.green.opacity(0.2), in: Capsule())
      }
      Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
        .foregroundColor(isSelected ? .accentColor : .secondary)
    }
    .padding()
    .overlay(
      RoundedRectangle(cornerRadius: 12)
        .stroke(isSelected ? Color.accentColor : Color.gray.opacity(0.3), lineWidth: 2)
    )
    .contentShape(Rectangle())
  }
}

struct PaywallView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var selectedPlan = Plan.all[1]

  var body: some View {
    VStack(spacing: 24) {
      Image(systemName: "crown.fill")
        .font(.system(size: 56))
        .foregroundStyle(.yellow)
      Text("Go Premium")
        .font(.largeTitle.weight(.heavy))
      VStack(alignment: .leading, spacing: 8) {
        Label("Unlimited habits", systemImage: "infinity")
        Label("iCloud sync", systemImage: "icloud")
        Label("Detailed statistics", systemImage: "chart.xyaxis.line")
      }

      ForEach(Plan.all) { plan in
        PlanCard(plan: plan, isSelected: plan == selectedPlan)
          .onTapGesture {
            withAnimation(.snappy) { selectedPlan = plan }
          }
      }

      Button("Continue") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)

      Button("Not now") { dismiss() }
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}

#Preview {
  PaywallView()
}
