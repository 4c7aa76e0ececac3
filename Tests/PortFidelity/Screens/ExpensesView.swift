import TextUI

// Not in the default state: "Add Expense" (a toolbar button with an image shows the image only)

enum ExpenseCategory {
  case food, transport, shopping

  var icon: String {
    switch self {
    case .food: "fork.knife"
    case .transport: "car.fill"
    case .shopping: "bag.fill"
    }
  }

  var color: Color {
    switch self {
    case .food: .orange
    case .transport: .blue
    case .shopping: .purple
    }
  }
}

struct Expense: Identifiable {
  let id = UUID()
  let title: String
  let amount: Double
  let date: Date
  let category: ExpenseCategory
}

struct ExpensesView: View {
  let expenses: [Expense]

  var body: some View {
    NavigationStack {
      List(expenses) { expense in
        HStack(spacing: 12) {
          Image(systemName: expense.category.icon)
            .foregroundStyle(.white)
            .frame(width: 36, height: 36)
            .background(expense.category.color, in: RoundedRectangle(cornerRadius: 8))
          VStack(alignment: .leading, spacing: 2) {
            Text(expense.title)
            Text(expense.date, style: .date)
              .font(.caption)
              .foregroundStyle(.secondary)
          }
          Spacer()
          Text(expense.amount, format: .currency(code: "EUR"))
            .fontWeight(.semibold)
        }
      }
      .listStyle(.plain)
      .navigationTitle("Expenses")
      .toolbar {
        Button("Add Expense", systemImage: "plus") {}
      }
    }
  }
}

struct ExpensesView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    ExpensesView(expenses: [
      Expense(
        title: "Lunch at Café Nord", amount: 14.5, date: Date(timeIntervalSince1970: 1_767_225_600), category: .food),
      Expense(
        title: "Train ticket", amount: 32, date: Date(timeIntervalSince1970: 1_767_312_000), category: .transport),
      Expense(
        title: "Headphones", amount: 89.99, date: Date(timeIntervalSince1970: 1_767_398_400), category: .shopping),
    ])
  }
}
