; ModuleID = '__compute_module_bitcast_multiply_fusion.3.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @bitcast_multiply_fusion.3.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !7
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !5
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !5
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8
  %25 = load i64, ptr %24, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %26 = icmp ult i64 %25, 2
  br i1 %26, label %27, label %bitcast_multiply_fusion.3.clone_wrapped.exit

27:                                               ; preds = %1
  %28 = shl nuw nsw i64 %25, 9
  %29 = shl nuw nsw i64 %25, 16
  br label %vector.ph

vector.ph:                                        ; preds = %27, %middle.block
  %30 = phi i64 [ 0, %27 ], [ %117, %middle.block ]
  %31 = shl nuw nsw i64 %30, 7
  %32 = add nuw nsw i64 %31, %29
  %33 = and i64 %31, 16256
  %34 = add nuw nsw i64 %30, %28
  %35 = getelementptr inbounds nuw [1024 x float], ptr %10, i64 0, i64 %34
  %36 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !15, !noalias !29
  %37 = getelementptr inbounds nuw [1024 x float], ptr %12, i64 0, i64 %34
  %38 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !17, !noalias !32
  %39 = fmul float %38, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %39, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %36, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %40 = add nuw nsw i64 %index, %32
  %41 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %40
  %wide.load = load <8 x float>, ptr %41, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %42 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %40
  %wide.load6 = load <8 x float>, ptr %42, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %43 = fadd <8 x float> %wide.load, %wide.load6
  %44 = or disjoint i64 %index, %33
  %45 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %44
  %wide.load7 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %46 = fadd <8 x float> %43, %wide.load7
  %47 = fsub <8 x float> %46, %broadcast.splat
  %48 = fmul <8 x float> %broadcast.splat5, %47
  %49 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index
  %wide.load8 = load <8 x float>, ptr %49, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %50 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %40
  %wide.load9 = load <8 x float>, ptr %50, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %51 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load10 = load <8 x float>, ptr %51, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %52 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index
  %wide.load11 = load <8 x float>, ptr %52, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %53 = fmul <8 x float> %wide.load8, %48
  %54 = fadd <8 x float> %wide.load9, %wide.load10
  %55 = fadd <8 x float> %wide.load11, %53
  %56 = fadd <8 x float> %54, %55
  %57 = fmul <8 x float> %56, %56
  %58 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %40
  store <8 x float> %57, ptr %58, align 4, !alias.scope !40, !noalias !41
  %index.next = or disjoint i64 %index, 8
  %59 = add nuw nsw i64 %index.next, %32
  %60 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %59
  %wide.load.1 = load <8 x float>, ptr %60, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %61 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %59
  %wide.load6.1 = load <8 x float>, ptr %61, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %62 = fadd <8 x float> %wide.load.1, %wide.load6.1
  %63 = or disjoint i64 %index.next, %33
  %64 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %63
  %wide.load7.1 = load <8 x float>, ptr %64, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %65 = fadd <8 x float> %62, %wide.load7.1
  %66 = fsub <8 x float> %65, %broadcast.splat
  %67 = fmul <8 x float> %broadcast.splat5, %66
  %68 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next
  %wide.load8.1 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %69 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %59
  %wide.load9.1 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %70 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load10.1 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %71 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next
  %wide.load11.1 = load <8 x float>, ptr %71, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %72 = fmul <8 x float> %wide.load8.1, %67
  %73 = fadd <8 x float> %wide.load9.1, %wide.load10.1
  %74 = fadd <8 x float> %wide.load11.1, %72
  %75 = fadd <8 x float> %73, %74
  %76 = fmul <8 x float> %75, %75
  %77 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %59
  store <8 x float> %76, ptr %77, align 4, !alias.scope !40, !noalias !41
  %index.next.1 = or disjoint i64 %index, 16
  %78 = add nuw nsw i64 %index.next.1, %32
  %79 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %78
  %wide.load.2 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %80 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %78
  %wide.load6.2 = load <8 x float>, ptr %80, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %81 = fadd <8 x float> %wide.load.2, %wide.load6.2
  %82 = or disjoint i64 %index.next.1, %33
  %83 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %82
  %wide.load7.2 = load <8 x float>, ptr %83, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %84 = fadd <8 x float> %81, %wide.load7.2
  %85 = fsub <8 x float> %84, %broadcast.splat
  %86 = fmul <8 x float> %broadcast.splat5, %85
  %87 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next.1
  %wide.load8.2 = load <8 x float>, ptr %87, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %88 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %78
  %wide.load9.2 = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %89 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next.1
  %wide.load10.2 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %90 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next.1
  %wide.load11.2 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %91 = fmul <8 x float> %wide.load8.2, %86
  %92 = fadd <8 x float> %wide.load9.2, %wide.load10.2
  %93 = fadd <8 x float> %wide.load11.2, %91
  %94 = fadd <8 x float> %92, %93
  %95 = fmul <8 x float> %94, %94
  %96 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %78
  store <8 x float> %95, ptr %96, align 4, !alias.scope !40, !noalias !41
  %index.next.2 = or disjoint i64 %index, 24
  %97 = add nuw nsw i64 %index.next.2, %32
  %98 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %97
  %wide.load.3 = load <8 x float>, ptr %98, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %99 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %97
  %wide.load6.3 = load <8 x float>, ptr %99, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %100 = fadd <8 x float> %wide.load.3, %wide.load6.3
  %101 = or disjoint i64 %index.next.2, %33
  %102 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %101
  %wide.load7.3 = load <8 x float>, ptr %102, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %103 = fadd <8 x float> %100, %wide.load7.3
  %104 = fsub <8 x float> %103, %broadcast.splat
  %105 = fmul <8 x float> %broadcast.splat5, %104
  %106 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next.2
  %wide.load8.3 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %107 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %97
  %wide.load9.3 = load <8 x float>, ptr %107, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %108 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next.2
  %wide.load10.3 = load <8 x float>, ptr %108, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %109 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next.2
  %wide.load11.3 = load <8 x float>, ptr %109, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %110 = fmul <8 x float> %wide.load8.3, %105
  %111 = fadd <8 x float> %wide.load9.3, %wide.load10.3
  %112 = fadd <8 x float> %wide.load11.3, %110
  %113 = fadd <8 x float> %111, %112
  %114 = fmul <8 x float> %113, %113
  %115 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %97
  store <8 x float> %114, ptr %115, align 4, !alias.scope !40, !noalias !41
  %index.next.3 = add nuw nsw i64 %index, 32
  %116 = icmp eq i64 %index.next.3, 128
  br i1 %116, label %middle.block, label %vector.body, !llvm.loop !42

middle.block:                                     ; preds = %vector.body
  %117 = add nuw nsw i64 %30, 1
  %exitcond3.not = icmp eq i64 %117, 512
  br i1 %exitcond3.not, label %bitcast_multiply_fusion.3.clone_wrapped.exit, label %vector.ph

bitcast_multiply_fusion.3.clone_wrapped.exit:     ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"bitcast_multiply_fusion.3.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"bitcast_multiply_fusion.3.clone_wrapped: argument 9"}
!29 = !{!30, !9, !12, !14, !18, !20, !22, !24, !26, !28}
!30 = distinct !{!30, !31, !"xla.slice_index=9"}
!31 = distinct !{!31}
!32 = !{!30, !9, !12, !14, !16, !20, !22, !24, !26, !28}
!33 = !{!30, !9, !12, !14, !16, !18, !20, !24, !26, !28}
!34 = !{!30, !9, !12, !14, !16, !18, !20, !22, !26, !28}
!35 = !{!30, !9, !12, !14, !16, !18, !22, !24, !26, !28}
!36 = !{!30, !9, !12, !16, !18, !20, !22, !24, !26, !28}
!37 = !{!30, !9, !14, !16, !18, !20, !22, !24, !26, !28}
!38 = !{!30, !12, !14, !16, !18, !20, !22, !24, !26, !28}
!39 = !{!30, !9, !12, !14, !16, !18, !20, !22, !24, !28}
!40 = !{!30, !28}
!41 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26}
!42 = distinct !{!42, !43, !44}
!43 = !{!"llvm.loop.isvectorized", i32 1}
!44 = !{!"llvm.loop.unroll.runtime.disable"}
