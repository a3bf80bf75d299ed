; ModuleID = '__compute_module_add_bitcast_fusion.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @add_bitcast_fusion.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !4
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !6
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !6
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !4
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !5
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !4
  %20 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 8, i32 0
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !6
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !6
  %24 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 10, i32 0
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !4
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !5
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !4
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !6
  %32 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 14, i32 0
  %33 = load ptr, ptr %32, align 8, !invariant.load !3, !dereferenceable !6
  %34 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 15, i32 0
  %35 = load ptr, ptr %34, align 8, !invariant.load !3, !dereferenceable !4
  %36 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 16, i32 0
  %37 = load ptr, ptr %36, align 8, !invariant.load !3, !dereferenceable !5
  %38 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 17, i32 0
  %39 = load ptr, ptr %38, align 8, !invariant.load !3, !dereferenceable !4
  %40 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 18, i32 0
  %41 = load ptr, ptr %40, align 8, !invariant.load !3, !dereferenceable !6
  %42 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 19, i32 0
  %43 = load ptr, ptr %42, align 8, !invariant.load !3, !dereferenceable !6
  %44 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 20, i32 0
  %45 = load ptr, ptr %44, align 8, !invariant.load !3, !dereferenceable !7
  %46 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 21, i32 0
  %47 = load ptr, ptr %46, align 8, !invariant.load !3, !dereferenceable !5
  %48 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 22, i32 0
  %49 = load ptr, ptr %48, align 8, !invariant.load !3, !dereferenceable !5
  %50 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 23, i32 0
  %51 = load ptr, ptr %50, align 8, !invariant.load !3, !dereferenceable !4
  %52 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 24, i32 0
  %53 = load ptr, ptr %52, align 8, !invariant.load !3, !dereferenceable !4
  %54 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 25, i32 0
  %55 = load ptr, ptr %54, align 8, !invariant.load !3, !dereferenceable !4
  %56 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 26, i32 0
  %57 = load ptr, ptr %56, align 8, !invariant.load !3, !dereferenceable !4
  %58 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 27, i32 0
  %59 = load ptr, ptr %58, align 8, !invariant.load !3, !dereferenceable !5
  %60 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds %kernel_dim3, ptr %61, i32 0, i32 0
  %63 = load i64, ptr %62, align 4, !invariant.load !3
  %64 = getelementptr inbounds %kernel_dim3, ptr %61, i32 0, i32 1
  %65 = load i64, ptr %64, align 4, !invariant.load !3
  %66 = getelementptr inbounds %kernel_dim3, ptr %61, i32 0, i32 2
  %67 = load i64, ptr %66, align 4, !invariant.load !3
  call void @add_bitcast_fusion.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, ptr %33, ptr %35, ptr %37, ptr %39, ptr %41, ptr %43, ptr %45, ptr %47, ptr %49, ptr %51, ptr %53, ptr %55, ptr %57, ptr %59, i64 %63, i64 %65, i64 %67)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_bitcast_fusion.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(512) %2, ptr noalias align 64 dereferenceable(4096) %3, ptr noalias align 64 dereferenceable(4096) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(524288) %6, ptr noalias align 64 dereferenceable(512) %7, ptr noalias align 64 dereferenceable(4096) %8, ptr noalias align 64 dereferenceable(4096) %9, ptr noalias align 64 dereferenceable(512) %10, ptr noalias align 64 dereferenceable(524288) %11, ptr noalias align 64 dereferenceable(512) %12, ptr noalias align 64 dereferenceable(4096) %13, ptr noalias align 64 dereferenceable(4096) %14, ptr noalias align 64 dereferenceable(512) %15, ptr noalias align 64 dereferenceable(524288) %16, ptr noalias align 64 dereferenceable(512) %17, ptr noalias align 64 dereferenceable(4096) %18, ptr noalias align 64 dereferenceable(4096) %19, ptr noalias align 64 dereferenceable(65536) %20, ptr noalias align 64 dereferenceable(524288) %21, ptr noalias align 64 dereferenceable(524288) %22, ptr noalias align 64 dereferenceable(512) %23, ptr noalias align 64 dereferenceable(512) %24, ptr noalias align 64 dereferenceable(512) %25, ptr noalias align 64 dereferenceable(512) %26, ptr noalias align 64 dereferenceable(524288) %27, i64 %28, i64 %29, i64 %30) #1 {
  %32 = icmp sge i64 %28, 0
  %33 = icmp sle i64 %28, 1
  %34 = and i1 %32, %33
  br i1 %34, label %35, label %142

35:                                               ; preds = %31
  %36 = mul nsw i64 %28, 512
  %37 = mul nsw i64 %28, 65536
  br label %38

38:                                               ; preds = %139, %35
  %39 = phi i64 [ %140, %139 ], [ 0, %35 ]
  %40 = icmp slt i64 %39, 512
  br i1 %40, label %41, label %141

41:                                               ; preds = %38
  %42 = add nsw i64 %36, %39
  %43 = getelementptr inbounds [1024 x float], ptr %19, i32 0, i64 %42
  %44 = load float, ptr %43, align 4, !invariant.load !3, !noalias !8
  %45 = fmul float %44, 7.812500e-03
  %46 = getelementptr inbounds [1024 x float], ptr %18, i32 0, i64 %42
  %47 = load float, ptr %46, align 4, !invariant.load !3, !noalias !8
  %48 = getelementptr inbounds [1024 x float], ptr %14, i32 0, i64 %42
  %49 = load float, ptr %48, align 4, !invariant.load !3, !noalias !8
  %50 = fmul float %49, 7.812500e-03
  %51 = getelementptr inbounds [1024 x float], ptr %13, i32 0, i64 %42
  %52 = load float, ptr %51, align 4, !invariant.load !3, !noalias !8
  %53 = getelementptr inbounds [1024 x float], ptr %9, i32 0, i64 %42
  %54 = load float, ptr %53, align 4, !invariant.load !3, !noalias !8
  %55 = fmul float %54, 7.812500e-03
  %56 = getelementptr inbounds [1024 x float], ptr %8, i32 0, i64 %42
  %57 = load float, ptr %56, align 4, !invariant.load !3, !noalias !8
  %58 = getelementptr inbounds [1024 x float], ptr %4, i32 0, i64 %42
  %59 = load float, ptr %58, align 4, !invariant.load !3, !noalias !8
  %60 = fmul float %59, 7.812500e-03
  %61 = getelementptr inbounds [1024 x float], ptr %3, i32 0, i64 %42
  %62 = load float, ptr %61, align 4, !invariant.load !3, !noalias !8
  %63 = mul nsw i64 %39, 128
  %64 = add nsw i64 %37, %63
  %65 = urem i64 %42, 128
  %66 = mul nsw i64 %65, 128
  br label %67

67:                                               ; preds = %70, %41
  %68 = phi i64 [ %138, %70 ], [ 0, %41 ]
  %69 = icmp slt i64 %68, 128
  br i1 %69, label %70, label %139

70:                                               ; preds = %67
  %71 = add nsw i64 %64, %68
  %72 = getelementptr inbounds [131072 x float], ptr %21, i32 0, i64 %71
  %73 = load float, ptr %72, align 4, !invariant.load !3, !noalias !8
  %74 = getelementptr inbounds [131072 x float], ptr %22, i32 0, i64 %71
  %75 = load float, ptr %74, align 4, !invariant.load !3, !noalias !8
  %76 = fadd float %73, %75
  %77 = add nsw i64 %66, %68
  %78 = getelementptr inbounds [16384 x float], ptr %20, i32 0, i64 %77
  %79 = load float, ptr %78, align 4, !invariant.load !3, !noalias !8
  %80 = fadd float %76, %79
  %81 = fsub float %80, %45
  %82 = fmul float %81, %47
  %83 = getelementptr inbounds [128 x float], ptr %17, i32 0, i64 %68
  %84 = load float, ptr %83, align 4, !invariant.load !3, !noalias !8
  %85 = getelementptr inbounds [131072 x float], ptr %16, i32 0, i64 %71
  %86 = load float, ptr %85, align 4, !invariant.load !3, !noalias !8
  %87 = getelementptr inbounds [128 x float], ptr %15, i32 0, i64 %68
  %88 = load float, ptr %87, align 4, !invariant.load !3, !noalias !8
  %89 = getelementptr inbounds [128 x float], ptr %23, i32 0, i64 %68
  %90 = load float, ptr %89, align 4, !invariant.load !3, !noalias !8
  %91 = fmul float %82, %84
  %92 = fadd float %86, %88
  %93 = fadd float %90, %91
  %94 = fadd float %92, %93
  %95 = fsub float %94, %50
  %96 = fmul float %95, %52
  %97 = getelementptr inbounds [128 x float], ptr %12, i32 0, i64 %68
  %98 = load float, ptr %97, align 4, !invariant.load !3, !noalias !8
  %99 = getelementptr inbounds [131072 x float], ptr %11, i32 0, i64 %71
  %100 = load float, ptr %99, align 4, !invariant.load !3, !noalias !8
  %101 = getelementptr inbounds [128 x float], ptr %10, i32 0, i64 %68
  %102 = load float, ptr %101, align 4, !invariant.load !3, !noalias !8
  %103 = getelementptr inbounds [128 x float], ptr %24, i32 0, i64 %68
  %104 = load float, ptr %103, align 4, !invariant.load !3, !noalias !8
  %105 = fmul float %96, %98
  %106 = fadd float %100, %102
  %107 = fadd float %104, %105
  %108 = fadd float %106, %107
  %109 = fsub float %108, %55
  %110 = fmul float %109, %57
  %111 = getelementptr inbounds [128 x float], ptr %7, i32 0, i64 %68
  %112 = load float, ptr %111, align 4, !invariant.load !3, !noalias !8
  %113 = getelementptr inbounds [131072 x float], ptr %6, i32 0, i64 %71
  %114 = load float, ptr %113, align 4, !invariant.load !3, !noalias !8
  %115 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %68
  %116 = load float, ptr %115, align 4, !invariant.load !3, !noalias !8
  %117 = getelementptr inbounds [128 x float], ptr %25, i32 0, i64 %68
  %118 = load float, ptr %117, align 4, !invariant.load !3, !noalias !8
  %119 = fmul float %110, %112
  %120 = fadd float %114, %116
  %121 = fadd float %118, %119
  %122 = fadd float %120, %121
  %123 = fsub float %122, %60
  %124 = fmul float %123, %62
  %125 = getelementptr inbounds [128 x float], ptr %2, i32 0, i64 %68
  %126 = load float, ptr %125, align 4, !invariant.load !3, !noalias !8
  %127 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %71
  %128 = load float, ptr %127, align 4, !invariant.load !3, !noalias !8
  %129 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %68
  %130 = load float, ptr %129, align 4, !invariant.load !3, !noalias !8
  %131 = getelementptr inbounds [128 x float], ptr %26, i32 0, i64 %68
  %132 = load float, ptr %131, align 4, !invariant.load !3, !noalias !8
  %133 = fmul float %124, %126
  %134 = fadd float %128, %130
  %135 = fadd float %132, %133
  %136 = fadd float %134, %135
  %137 = getelementptr inbounds [131072 x float], ptr %27, i32 0, i64 %71
  store float %136, ptr %137, align 4, !alias.scope !8
  %138 = add i64 %68, 1
  br label %67

139:                                              ; preds = %67
  %140 = add i64 %39, 1
  br label %38

141:                                              ; preds = %38
  br label %142

142:                                              ; preds = %141, %31
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=27"}
!10 = distinct !{!10}
